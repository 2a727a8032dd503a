import { describe, expect, it } from 'vitest'

import { buttonClasses } from './button'

describe('buttonClasses', () => {
  it('keeps a wrapped label centred and its icon at full size', () => {
    const classes = buttonClasses('primary', 'md').split(' ')
    expect(classes).toContain('text-center')
    expect(classes).toContain('[&_svg]:shrink-0')
  })

  it('keeps 44 px targets at every size', () => {
    for (const size of ['sm', 'md', 'lg'] as const) expect(buttonClasses('outline', size)).toMatch(/\bmin-h-(11|12|14)\b/)
  })
})

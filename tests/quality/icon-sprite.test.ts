import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { buildIconSprite, declaredIcons, SPRITE_FILE } from '../../scripts/generate-icon-sprite.mjs'

/*
 * The pages draw icons from src/ui/icon-sprite.svg (src/ui/icons.tsx). An icon added to icons.tsx but missing
 * from the sprite would show as an empty square; a sprite left from an older lucide-react, as old drawings.
 */
describe('icon sprite', () => {
  it('the committed sprite is the one the generator writes from src/ui/icons.tsx and the installed lucide-react', () => {
    expect(fs.readFileSync(SPRITE_FILE, 'utf8'), 'rode `node scripts/generate-icon-sprite.mjs` e faça commit do resultado').toBe(buildIconSprite())
  })

  it('has one drawn symbol for every icon the site declares', () => {
    const sprite = fs.readFileSync(SPRITE_FILE, 'utf8')
    const names: string[] = declaredIcons()
    expect(names.length).toBeGreaterThan(50)
    for (const name of names) expect(sprite, name).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `))
  })

  it('refuses a name lucide-react does not have', () => {
    expect(() => buildIconSprite(['NaoExiste'])).toThrow(/NaoExiste/)
  })
})

import { describe, expect, it } from 'vitest'

import { currentPasswordField, isOwnAccount } from './account-guards'

describe('the "Senha atual" field', () => {
  it('shows on the signed-in person\'s own account, found by id or, in the form\'s data without an id, by e-mail', () => {
    const me = { id: 7, email: 'Editor@Exemplo.com.br' }
    expect(isOwnAccount(me, { id: 7 })).toBe(true)
    expect(isOwnAccount(me, { id: 8, email: 'editor@exemplo.com.br' })).toBe(false)
    expect(isOwnAccount(me, { email: 'editor@exemplo.com.br' })).toBe(true)
    expect(isOwnAccount(me, { email: 'outra@exemplo.com.br' })).toBe(false)
    expect(isOwnAccount(me, {})).toBe(false)
  })

  it('has no field read rule (the admin hides a field its reader may not read: it was hidden from everybody)', () => {
    expect('access' in currentPasswordField && currentPasswordField.access?.read).toBeFalsy()
    expect((currentPasswordField as { virtual?: boolean }).virtual).toBe(true)
  })
})

/**
 * Staff password rules: at least 12 characters and not one of the passwords attackers try first
 * (the most common passwords in global leak lists and in Brazilian ones).
 */
export const MIN_PASSWORD_LENGTH = 12

const COMMON = new Set(
  [
    '123456789012', '1234567890123', 'qwertyuiopas', 'password1234', 'password12345', 'passwordpassword',
    'senha1234567', 'senha12345678', 'senhasenha12', 'mudar123456789', 'admin1234567', 'administrador',
    'administrator', 'iloveyou1234', 'brasil123456', 'brasil2024!!', 'flamengo1234', 'corinthians1',
    'palmeiras123', 'saopaulo1234', 'qwerty123456', 'abc123456789', '111111111111', '000000000000',
    'aaaaaaaaaaaa', 'abcdefghijkl', 'letmein12345', 'welcome12345', 'trocar123456', 'minhasenha12',
    'minhasenha123', 'senhaforte123', 'senha@123456', 'Senha@123456', 'p@ssw0rd1234', 'p@ssword1234',
  ].map((p) => p.toLowerCase()),
)

/** A message in Portuguese when the password breaks a rule, otherwise null. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`
  const lower = password.toLowerCase()
  if (COMMON.has(lower) || /^(.)\1+$/.test(password) || /^(0123456789|1234567890)+\d*$/.test(password)) {
    return 'Essa senha é muito comum. Escolha uma frase ou combinação mais difícil de adivinhar.'
  }
  const localPart = email?.split('@')[0]?.toLowerCase()
  if (localPart && localPart.length >= 4 && lower.includes(localPart)) return 'A senha não pode conter o seu e-mail.'
  return null
}

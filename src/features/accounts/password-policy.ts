import { COMMON_BASE_WORDS, COMMON_LONG_PASSWORDS } from './common-passwords'

/**
 * Staff password rules: at least 12 characters and not guessable from what attackers try first: the
 * bundled leak-list passwords, a common word or name dressed up with digits, years and symbols
 * ('Senha@2026!', 'Flamengo123456'), keyboard walks and sequences ('1qaz2wsx3edc', 'abcdef123456'),
 * repetitions ('abcabcabcabc') and the user's own e-mail.
 */
export const MIN_PASSWORD_LENGTH = 12

const LONG = new Set<string>(COMMON_LONG_PASSWORDS)
const WORDS = new Set<string>(COMMON_BASE_WORDS)
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't' }

const COMMON_MESSAGE = 'Essa senha é muito comum. Escolha uma frase ou combinação mais difícil de adivinhar.'

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** True when the letters are one or two common words ('senha', 'minhasenha', 'adminadmin'). */
function isCommonWords(letters: string): boolean {
  if (letters.length < 3) return false
  // fewest words needed to spell letters[0..i]; Infinity when impossible
  const need = new Array<number>(letters.length + 1).fill(Infinity)
  need[0] = 0
  for (let end = 1; end <= letters.length; end += 1) {
    for (let start = Math.max(0, end - 16); start < end; start += 1) {
      if (need[start]! + 1 < need[end]! && WORDS.has(letters.slice(start, end))) need[end] = need[start]! + 1
    }
  }
  return need[letters.length]! <= 2
}

/** A common word with only digits, years and symbols around it. */
function isDressedUpWord(lower: string): boolean {
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '')
  if (/[^a-z]/.test(core)) {
    // leetspeak inside the word ('p@ssw0rd', 's3nh4'): translate and try again
    const translated = core.replace(/[@430$5!17]/g, (c) => LEET[c] ?? c)
    return !/[^a-z]/.test(translated) && isCommonWords(translated)
  }
  return isCommonWords(core)
}

const KEYBOARD = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm']
const position = new Map<string, [number, number]>()
KEYBOARD.forEach((row, r) => [...row].forEach((key, c) => position.set(key, [r, c])))

/** Neighbouring keys (any direction), the same key, or the next/previous letter or digit. */
function adjacent(a: string, b: string): boolean {
  if (a === b || Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) === 1) return true
  const pa = position.get(a)
  const pb = position.get(b)
  return Boolean(pa && pb && Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1)
}

/** Most of the password is keyboard walks, sequences or held-down keys ('1qaz2wsx', 'abcd1234', 'zaq12wsx'). */
function isWalk(lower: string): boolean {
  const keys = lower.replace(/[^a-z0-9]/g, '')
  let covered = 0
  let run = 1
  for (let i = 1; i <= keys.length; i += 1) {
    if (i < keys.length && adjacent(keys[i - 1]!, keys[i]!)) {
      run += 1
      continue
    }
    if (run >= 4) covered += run
    run = 1
  }
  return keys.length > 0 && covered / keys.length >= 0.75
}

/** A short chunk repeated ('abcabcabcabc', '2026202620262026') or very few different characters. */
function isRepetitive(lower: string): boolean {
  return /^(.{1,6})\1+.{0,2}$/.test(lower) || new Set(lower).size < 5
}

/** A message in Portuguese when the password breaks a rule, otherwise null. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`
  const lower = plain(password)
  if (LONG.has(lower) || isRepetitive(lower) || isWalk(lower) || isDressedUpWord(lower)) return COMMON_MESSAGE
  const localPart = email ? plain(email.split('@')[0] ?? '') : ''
  if (localPart.length >= 4) {
    const names = [localPart, ...localPart.split(/[^a-z0-9]+/).filter((part) => part.length >= 4)]
    if (names.some((name) => lower.includes(name))) return 'A senha não pode conter o seu e-mail.'
  }
  return null
}

/**
 * What attackers try first, bundled (no network): words and names that top the global and Brazilian
 * leak lists (used with digits, years and symbols around them), and whole passwords of 12+ characters
 * from those lists. Kept lowercase, accents removed.
 */
export const COMMON_BASE_WORDS = [
  // generic
  'password', 'passw', 'passwd', 'pass', 'senha', 'senhas', 'minhasenha', 'senhaforte', 'novasenha', 'mudar', 'mudarsenha',
  'trocar', 'trocarsenha', 'admin', 'administrador', 'administrator', 'root', 'user', 'usuario', 'login', 'acesso', 'entrar',
  'welcome', 'bemvindo', 'letmein', 'default', 'padrao', 'teste', 'test', 'testing', 'demo', 'guest', 'master', 'secret',
  'segredo', 'qwerty', 'azerty', 'asdf', 'abc', 'abcd', 'iloveyou', 'teamo', 'euteamo', 'amor', 'meuamor', 'amorzinho',
  'querida', 'querido', 'princesa', 'princess', 'gatinha', 'gatinho', 'bebe', 'baby', 'mamae', 'papai', 'familia',
  'family', 'deus', 'jesus', 'jesuscristo', 'deusefiel', 'deuseamor', 'gloria', 'aleluia', 'fe', 'felicidade', 'sucesso',
  'vitoria', 'forca', 'liberdade', 'saudade', 'monkey', 'dragon', 'shadow', 'sunshine', 'football', 'baseball',
  'soccer', 'futebol', 'superman', 'batman', 'starwars', 'pokemon', 'naruto', 'goku', 'whatever', 'trustno', 'freedom',
  'computer', 'computador', 'internet', 'google', 'facebook', 'instagram', 'whatsapp', 'windows', 'microsoft', 'apple',
  'samsung', 'iphone', 'android', 'hello', 'ola', 'oimundo', 'helloworld', 'michael', 'jennifer', 'jordan', 'charlie',
  'thomas', 'daniel', 'maria', 'mariana', 'ana', 'joao', 'jose', 'pedro', 'lucas', 'gabriel', 'rafael', 'matheus',
  'juliana', 'fernanda', 'camila', 'amanda', 'bruna', 'leticia', 'beatriz', 'carlos', 'paulo', 'marcos', 'brasil',
  'brazil', 'saopaulo', 'riodejaneiro', 'bahia', 'minas', 'flamengo', 'corinthians', 'palmeiras', 'santos', 'gremio',
  'internacional', 'cruzeiro', 'atletico', 'vasco', 'botafogo', 'fluminense', 'sport', 'timao', 'mengao', 'verdao',
  'empresa', 'agencia', 'site', 'website', 'marketing', 'digital', 'vertice', 'verticedigital', 'wix', 'payload',
  'cms', 'painel', 'dashboard', 'chocolate', 'cachorro', 'gato', 'flor', 'estrela', 'anjo', 'lindo', 'linda',
] as const

/** Whole passwords of 12 characters or more that leak lists show over and over (lowercase). */
export const COMMON_LONG_PASSWORDS = [
  '123456789012', '1234567890123', '12345678901234', '123123123123', '123456123456', '121212121212',
  '111111111111', '000000000000', '999999999999', '987654321098', '147258369147', '159357159357', '123321123321',
  '1q2w3e4r5t6y', '1q2w3e4r5t6y7u', '1qaz2wsx3edc', '1qaz2wsx3edc4rfv', 'zaq12wsxcde3', 'qazwsxedcrfv', 'qwertyuiopas',
  'qwertyuiop123', 'qwerty123456', 'qwerty12345678', 'asdfghjkl123', 'asdfghjklqwe', 'zxcvbnm12345', 'abcdefghijkl',
  'abc123456789', 'abcd12345678', 'aaaaaaaaaaaa', 'password1234', 'password12345', 'password123456', 'passwordpassword',
  'p@ssw0rd1234', 'p@ssword1234', 'iloveyou1234', 'iloveyou12345', 'letmein12345', 'welcome12345', 'trustno1trustno1',
  'senha1234567', 'senha12345678', 'senha123456789', 'senhasenha12', 'senha@123456', 'mudar123456789', 'trocar123456',
  'minhasenha12', 'minhasenha123', 'senhaforte123', 'admin1234567', 'admin12345678', 'administrador', 'administrator',
  'brasil123456', 'brasil2024!!', 'flamengo1234', 'flamengo123456', 'corinthians1', 'corinthians123', 'palmeiras123',
  'saopaulo1234', 'gremio123456', 'cruzeiro1234', 'botafogo1234', 'fluminense12', 'vasco1234567', 'santos123456',
  'jesus1234567', 'deusefiel123', 'euteamo12345', 'teamo1234567', 'football1234', 'baseball1234', 'superman1234',
  'princess1234', 'sunshine1234', 'monkey123456', 'dragon123456', 'master123456', 'shadow123456', 'starwars1234',
  'whatever1234', 'computer1234', 'internet1234', 'michael12345', 'jennifer1234', 'charlie12345',
] as const

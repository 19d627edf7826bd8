// Passwords that meet the letters-and-digits rule yet appear at the top of every leaked-password
// list; they are refused. Compared case-insensitively.

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'pa55word',
  'abc12345', 'abcd1234', 'abc123456', 'abc1234567', 'a1234567', 'a12345678', 'a123456789',
  'qwerty123', 'qwerty12', 'qwerty1234', 'qwe12345', 'qwer1234', '1qaz2wsx', '1q2w3e4r',
  '1q2w3e4r5t', 'q1w2e3r4', 'q1w2e3r4t5', 'zaq12wsx', 'zxcvbnm1', 'asdf1234', 'asd12345',
  'iloveyou1', 'iloveyou2', 'welcome1', 'welcome123', 'letmein1', 'monkey123', 'dragon123',
  'football1', 'football123', 'basketball1', 'baseball1', 'soccer123', 'superman1', 'batman123',
  'sunshine1', 'princess1', 'charlie1', 'michael1', 'jordan23', 'liverpool1', 'arsenal1',
  'chelsea1', 'barcelona1', 'trustno1', 'admin123', 'admin1234', 'root1234', 'test1234',
  'test12345', 'user1234', 'login123', 'master123', 'secret123', 'hello123', 'hello1234',
  'changeme1', 'computer1', 'internet1', 'samsung1', 'google123', 'matchday1', 'matchday123',
  '12345678a', '123456789a', '12345abc', '123456abc', '123abc123', 'abc123abc', '11111111a',
  '1234qwer', '123qweasd', 'qweasd123', 'woaini1314', '5201314a', 'aa123456', 'aa12345678',
  'qq123456', 'a11111111', 'abcdef12', 'abcdef123', '1password', '12qwaszx', 'passport1',
]);

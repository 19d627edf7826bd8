import { isReservedUsername } from '@matchday/contracts/validation/usernames';

describe('reserved usernames', () => {
  it('reserve names that read as staff, in the site’s languages', () => {
    for (const name of [
      'Customer Service',
      'customerservice',
      'Official Support',
      'Admin',
      'AdminLee',
      'admin01',
      'Site Moderator',
      'Matchday Staff',
      'Matchday',
      '客服',
      '官方客服小美',
      '管理员',
      '管理員',
      'Kundenservice',
      'Service client',
      'Modérateur',
      'Atención al cliente',
      'Suporte',
      'Служба поддержки',
      'Администратор',
      'خدمة العملاء',
      'المشرف',
    ])
      expect(isReservedUsername(name), name).toBe(true);
  });

  it('reserve the demo accounts’ names', () => {
    for (const name of ['Demo streamer · Ada', 'Demo expert · Marco', 'Demo editor · Noor', 'Demo Ada', 'DemoStreamer'])
      expect(isReservedUsername(name), name).toBe(true);
  });

  it('see through invisible characters, full-width forms and look-alike letters', () => {
    for (const name of ['Cust\u200Bomer Service', 'Customer\u2060Service', 'Cus\u00ADtomer Service', '\uFEFFAdmin', 'Ad\u200Cmin', 'Ｃｕｓｔｏｍｅｒ Ｓｅｒｖｉｃｅ', 'ＡＤＭＩＮ', 'Аdmin', 'ΑDΜΙΝ', '客\u200B服', 'Ｄｅｍｏ streamer · Ada'])
      expect(isReservedUsername(name), JSON.stringify(name)).toBe(true);
  });

  it('leave ordinary names alone, also those containing a reserved word inside another', () => {
    for (const name of ['Liverpool Supporter', 'Badminton fan', 'Staffordshire Bull', 'Modric10', 'Demolition Dan', 'Ada', '老球迷', 'Müller', 'Алексей', 'محمد', 'fan123456'])
      expect(isReservedUsername(name), name).toBe(false);
  });
});

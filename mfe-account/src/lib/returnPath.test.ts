import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/user/orders', '/user/orders'],
    ['/pc/detail?id=3#odds', '/pc/detail?id=3#odds'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?redirect=/user', '/'],
  ])('%s goes to %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

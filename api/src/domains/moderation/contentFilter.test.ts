import { describe, expect, it } from 'vitest';
import { isCompliant } from './contentFilter';

describe('content filter', () => {
  it('lets ordinary match talk through, in any language', () => {
    for (const text of ['What a goal!', 'Great pass by the assassin class hero', '好球！主队加油', 'Allez les Bleus', '¡Qué golazo!', 'Scunthorpe away day'])
      expect(isCompliant(text), text).toBe(true);
  });

  it('refuses English profanity, also spaced out or disguised', () => {
    for (const text of ['fuck this ref', 'f.u.c.k', 'you are a shiiit', 'b1tch']) expect(isCompliant(text), text).toBe(false);
  });

  it('refuses the word list, in simplified and traditional Chinese, across spaces and punctuation', () => {
    for (const text of ['裁判傻逼', '傻 逼', '他媽的', '加微信领红包', '加 V X 12345', '卖冰毒']) expect(isCompliant(text), text).toBe(false);
  });
});

import { addNamespacePart, i18n, initI18n, registerNamespace } from '@matchday/shared/i18n/i18n';

const texts: Record<string, Record<string, Record<string, string>>> = {
  base: { en_US: { title: 'Scores' }, de: { title: 'Ergebnisse' } },
  detail: { en_US: { detail: 'Match detail' }, de: { detail: 'Spieldetails' } } as never,
};

describe('namespace parts', () => {
  it('adds a part to a namespace once, and reloads it with the rest when the language changes', async () => {
    await initI18n('en_US');
    await i18n.changeLanguage('en_US');
    const loads: string[] = [];
    await registerNamespace('demo', async (language) => (loads.push(`base:${language}`), texts.base![language]!));
    expect(i18n.t('demo:detail')).toBe('detail');
    const part = async (language: string) => (loads.push(`detail:${language}`), texts.detail![language]!);
    await Promise.all([addNamespacePart('demo', 'detail', part), addNamespacePart('demo', 'detail', part)]);
    expect(i18n.t('demo:detail')).toBe('Match detail');
    expect(i18n.t('demo:title')).toBe('Scores');
    await i18n.changeLanguage('de');
    expect(i18n.t('demo:detail')).toBe('Spieldetails');
    expect(i18n.t('demo:title')).toBe('Ergebnisse');
    expect(loads).toEqual(['base:en_US', 'detail:en_US', 'base:de', 'detail:de']);
  });
});

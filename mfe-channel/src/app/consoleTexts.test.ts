// The console's texts are a part of the channel's namespace that the console loads itself (not
// listed in the remote's definition): checked here as describeRemote checks the listed parts.
import path from 'node:path';
import { loadNamespace, localeProblems } from '@matchday/contracts/i18n/localeCompleteness';

describe('the console’s texts', () => {
  it('are in all nine locales, translated, with top-level keys of their own', () => {
    const part = loadNamespace(path.join(__dirname, 'consoleTexts'));
    expect(Object.keys(part.en_US)).toEqual(['articles', 'staff', 'coins', 'sms', 'releases']);
    // Words these languages write as English does: a version, German's "Release(s)", milliseconds' "ms".
    const milliseconds = 'releases.fieldData.ms';
    const version = 'releases.change.fields.version';
    // A brand these languages write as it is.
    const alipay = 'coins.providers.alipay';
    expect(
      localeProblems(part, {
        sameAsEnglish: {
          de: ['releases.section', 'releases.fieldData.columns.version', version, 'releases.history.release', milliseconds, alipay],
          fr: ['releases.fieldData.columns.version', version, milliseconds, alipay],
          es: [milliseconds, alipay],
          pt: [milliseconds, alipay],
          ru: [alipay],
        },
      }),
    ).toEqual([]);
    const base = Object.keys(loadNamespace(path.join(__dirname, '../i18n')).en_US);
    for (const key of Object.keys(part.en_US)) expect(base).not.toContain(key);
  });
});

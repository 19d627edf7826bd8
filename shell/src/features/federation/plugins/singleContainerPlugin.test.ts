import { containerServingFamily, singleContainerPlugin } from './singleContainerPlugin';

const entry = (from: string, loaded = false) => ({ from, loaded, version: '', scope: ['default'], shareConfig: {} });

function resolve(scope: Record<string, Record<string, ReturnType<typeof entry>>>, pkgName: string) {
  const defaultChoice = { shared: { from: 'default-choice' }, useTreesShaking: false };
  const args = {
    shareScopeMap: { default: scope },
    scope: 'default',
    pkgName,
    version: '',
    resolver: () => defaultChoice,
  } as never as Parameters<NonNullable<ReturnType<typeof singleContainerPlugin>['resolveShare']>>[0];
  const result = singleContainerPlugin().resolveShare!(args);
  return (result as typeof args).resolver() as { shared: { from: string } };
}

describe('single container plugin', () => {
  it('serves a family from the container that already serves one of its modules', () => {
    const scope = {
      '@mui/material/Button': { '9.5.0': entry('shell', true) },
      '@mui/material/Chip': { '9.5.0': entry('shell'), '9.6.0': entry('mfe_news') },
    };
    expect(containerServingFamily(scope, '@mui/')).toBe('shell');
    expect(resolve(scope, '@mui/material/Chip').shared.from).toBe('shell');
  });

  it('leaves the choice alone when no module of the family is loaded yet, or the container lacks the module', () => {
    expect(resolve({ '@mui/material/Chip': { '9.6.0': entry('mfe_news') } }, '@mui/material/Chip').shared.from).toBe('default-choice');
    const scope = { '@mui/material/Button': { '9.5.0': entry('shell', true) }, '@mui/material/Rating': { '9.6.0': entry('mfe_news') } };
    expect(resolve(scope, '@mui/material/Rating').shared.from).toBe('default-choice');
  });

  it('leaves other libraries alone', () => {
    const scope = { '@mui/material/Button': { '9.5.0': entry('shell', true) }, react: { '19.3.1': entry('mfe_news') } };
    expect(resolve(scope, 'react').shared.from).toBe('default-choice');
  });
});

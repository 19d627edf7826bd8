import { ModuleFederation } from '@module-federation/runtime-core';
import { registerSharedOnce, registerSharedOncePlugin } from './registerSharedOncePlugin';

function federation(sharedCount: number, plugins: ReturnType<typeof registerSharedOncePlugin>[] = []) {
  const registrations: string[] = [];
  const shared = Object.fromEntries(
    Array.from({ length: sharedCount }, (_, index) => [
      `lib-${index}`,
      { version: '1.0.0', lib: () => ({ index }), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
    ]),
  );
  const instance = new ModuleFederation({ name: 'host', remotes: [], shared, shareStrategy: 'loaded-first', plugins });
  instance.registerPlugins([{ name: 'count', afterRegisterShare: ((args: { pkgName: string }) => void registrations.push(args.pkgName)) as never }]);
  return { instance, registrations };
}

describe('register shared once plugin', () => {
  it("registers a container's shared modules once, not again on every load", async () => {
    const { instance, registrations } = federation(20);
    instance.registerPlugins([registerSharedOncePlugin()]);
    for (let index = 0; index < 20; index += 1) expect(await instance.loadShare(`lib-${index}`)).toBeTruthy();
    // The first load registers all 20 (before the plugin sees the runtime), the second again;
    // without the plugin every one of the 20 loads would.
    expect(registrations.length).toBeLessThanOrEqual(40);
  });

  it('registers them exactly once when the container starts with it, as every build does', async () => {
    const { instance, registrations } = federation(20, [registerSharedOncePlugin()]);
    for (let index = 0; index < 20; index += 1) await instance.loadShare(`lib-${index}`);
    expect(registrations).toHaveLength(20);
  });

  it('still loads every shared module, and the same instance of it', async () => {
    const { instance } = federation(3);
    registerSharedOnce(instance as never);
    const first = (await instance.loadShare('lib-1')) as () => { index: number };
    expect(first().index).toBe(1);
    expect(await instance.loadShare('lib-1')).toBe(first);
  });

  it('leaves an explicit init scope and other strategies to the runtime', () => {
    const calls: unknown[] = [];
    const handler = { initializeSharing: (scope?: string, options?: unknown) => (calls.push([scope, options]), []) };
    registerSharedOnce({ options: { shareStrategy: 'loaded-first' }, sharedHandler: handler });
    handler.initializeSharing('default');
    handler.initializeSharing('default');
    handler.initializeSharing('default', { initScope: [] });
    handler.initializeSharing('default', { strategy: 'version-first' });
    expect(calls).toHaveLength(3);
  });
});

import { findSharedConflict, type RemoteManifest } from '../shared-compatibility';

const manifest = (requiredVersion: string | null): RemoteManifest => ({
  metaData: { buildInfo: { buildVersion: '2.3.0' } },
  shared: [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@app/shared/ui', requiredVersion },
  ],
});

const running = {
  react: { '19.3.1': { from: 'shell', loaded: true } },
  '@app/shared/ui': {
    '1.0.0': { from: 'shell', loaded: true },
    // Offered by a remote that registered it but never ran it: not what runs.
    '3.0.0': { from: 'other' },
  },
};

describe('a remote checked against the shared singletons running here', () => {
  test('a range the running copy does not meet is named in plain words', () => {
    expect(findSharedConflict('profile', manifest('^3.0.0'), running)).toBe(
      'profile 2.3.0 needs @app/shared ^3.0.0 — this shell has 1.0.0',
    );
  });

  test('a range the running copy meets, or no range, passes', () => {
    expect(findSharedConflict('profile', manifest('^1.0.0'), running)).toBeUndefined();
    expect(findSharedConflict('profile', manifest(null), running)).toBeUndefined();
  });

  test('a module nothing runs yet passes: the remote brings its own', () => {
    expect(findSharedConflict('profile', manifest('^3.0.0'), { react: running.react })).toBeUndefined();
  });

  test('a copy another remote loaded is named as that app', () => {
    const scope = { ...running, '@app/shared/ui': { '1.0.0': { from: 'searches', loaded: true } } };
    expect(findSharedConflict('profile', manifest('^3.0.0'), scope)).toBe(
      'profile 2.3.0 needs @app/shared ^3.0.0 — the searches app has 1.0.0',
    );
  });
});

import * as migration_20261122_081954_initial from './20261122_081954_initial';

export const migrations = [
  {
    up: migration_20261122_081954_initial.up,
    down: migration_20261122_081954_initial.down,
    name: '20261122_081954_initial'
  },
];

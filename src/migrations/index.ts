import * as migration_20261122_085100_initial from './20261122_085100_initial';

export const migrations = [
  {
    up: migration_20261122_085100_initial.up,
    down: migration_20261122_085100_initial.down,
    name: '20261122_085100_initial'
  },
];

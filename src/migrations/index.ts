import * as migration_20261122_101516_initial from './20261122_101516_initial';

export const migrations = [
  {
    up: migration_20261122_101516_initial.up,
    down: migration_20261122_101516_initial.down,
    name: '20261122_101516_initial'
  },
];

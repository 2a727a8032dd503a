import * as migration_20261123_034408_initial from './20261123_034408_initial';

export const migrations = [
  {
    up: migration_20261123_034408_initial.up,
    down: migration_20261123_034408_initial.down,
    name: '20261123_034408_initial'
  },
];

import * as migration_20261124_003116_initial from './20261124_003116_initial';

export const migrations = [
  {
    up: migration_20261124_003116_initial.up,
    down: migration_20261124_003116_initial.down,
    name: '20261124_003116_initial'
  },
];

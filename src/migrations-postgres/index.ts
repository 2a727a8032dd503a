import * as migration_20261123_034408_initial from './20261123_034408_initial';
import * as migration_20261123_214854_order_invoice_data from './20261123_214854_order_invoice_data';

export const migrations = [
  {
    up: migration_20261123_034408_initial.up,
    down: migration_20261123_034408_initial.down,
    name: '20261123_034408_initial',
  },
  {
    up: migration_20261123_214854_order_invoice_data.up,
    down: migration_20261123_214854_order_invoice_data.down,
    name: '20261123_214854_order_invoice_data'
  },
];

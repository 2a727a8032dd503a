import * as migration_20261122_101516_initial from './20261122_101516_initial';
import * as migration_20261123_025105_testimonial_photo_ref from './20261123_025105_testimonial_photo_ref';
import * as migration_20261123_025929_shared_state from './20261123_025929_shared_state';
import * as migration_20261123_030952_admin_drafts_access from './20261123_030952_admin_drafts_access';
import * as migration_20261123_033852_storage_prefix from './20261123_033852_storage_prefix';
import * as migration_20261123_214428_product_pages from './20261123_214428_product_pages';
import * as migration_20261123_215045_courses_page from './20261123_215045_courses_page';
import * as migration_20261123_215746_home_and_footer from './20261123_215746_home_and_footer';

export const migrations = [
  {
    up: migration_20261122_101516_initial.up,
    down: migration_20261122_101516_initial.down,
    name: '20261122_101516_initial',
  },
  {
    up: migration_20261123_025105_testimonial_photo_ref.up,
    down: migration_20261123_025105_testimonial_photo_ref.down,
    name: '20261123_025105_testimonial_photo_ref',
  },
  {
    up: migration_20261123_025929_shared_state.up,
    down: migration_20261123_025929_shared_state.down,
    name: '20261123_025929_shared_state',
  },
  {
    up: migration_20261123_030952_admin_drafts_access.up,
    down: migration_20261123_030952_admin_drafts_access.down,
    name: '20261123_030952_admin_drafts_access',
  },
  {
    up: migration_20261123_033852_storage_prefix.up,
    down: migration_20261123_033852_storage_prefix.down,
    name: '20261123_033852_storage_prefix',
  },
  {
    up: migration_20261123_214428_product_pages.up,
    down: migration_20261123_214428_product_pages.down,
    name: '20261123_214428_product_pages',
  },
  {
    up: migration_20261123_215045_courses_page.up,
    down: migration_20261123_215045_courses_page.down,
    name: '20261123_215045_courses_page',
  },
  {
    up: migration_20261123_215746_home_and_footer.up,
    down: migration_20261123_215746_home_and_footer.down,
    name: '20261123_215746_home_and_footer'
  },
];

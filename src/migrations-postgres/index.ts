import * as migration_20261123_034408_initial from './20261123_034408_initial';
import * as migration_20261123_214805_product_pages from './20261123_214805_product_pages';
import * as migration_20261123_215058_courses_page from './20261123_215058_courses_page';
import * as migration_20261123_215807_home_and_footer from './20261123_215807_home_and_footer';

export const migrations = [
  {
    up: migration_20261123_034408_initial.up,
    down: migration_20261123_034408_initial.down,
    name: '20261123_034408_initial',
  },
  {
    up: migration_20261123_214805_product_pages.up,
    down: migration_20261123_214805_product_pages.down,
    name: '20261123_214805_product_pages',
  },
  {
    up: migration_20261123_215058_courses_page.up,
    down: migration_20261123_215058_courses_page.down,
    name: '20261123_215058_courses_page',
  },
  {
    up: migration_20261123_215807_home_and_footer.up,
    down: migration_20261123_215807_home_and_footer.down,
    name: '20261123_215807_home_and_footer'
  },
];

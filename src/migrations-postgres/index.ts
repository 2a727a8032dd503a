import * as migration_20261123_034408_initial from './20261123_034408_initial';
import * as migration_20261123_215453_search_engines_desk from './20261123_215453_search_engines_desk';
import * as migration_20261123_223932_lead_saved_views from './20261123_223932_lead_saved_views';

export const migrations = [
  {
    up: migration_20261123_034408_initial.up,
    down: migration_20261123_034408_initial.down,
    name: '20261123_034408_initial',
  },
  {
    up: migration_20261123_215453_search_engines_desk.up,
    down: migration_20261123_215453_search_engines_desk.down,
    name: '20261123_215453_search_engines_desk',
  },
  {
    up: migration_20261123_223932_lead_saved_views.up,
    down: migration_20261123_223932_lead_saved_views.down,
    name: '20261123_223932_lead_saved_views'
  },
];

import * as migration_20261122_101516_initial from './20261122_101516_initial';
import * as migration_20261123_025105_testimonial_photo_ref from './20261123_025105_testimonial_photo_ref';
import * as migration_20261123_025929_shared_state from './20261123_025929_shared_state';
import * as migration_20261123_030952_admin_drafts_access from './20261123_030952_admin_drafts_access';
import * as migration_20261123_033852_storage_prefix from './20261123_033852_storage_prefix';
import * as migration_20261123_214428_product_pages from './20261123_214428_product_pages';
import * as migration_20261123_214836_order_invoice_data from './20261123_214836_order_invoice_data';
import * as migration_20261123_215045_courses_page from './20261123_215045_courses_page';
import * as migration_20261123_215414_store_payment_methods from './20261123_215414_store_payment_methods';
import * as migration_20261123_215428_search_engines_desk from './20261123_215428_search_engines_desk';
import * as migration_20261123_215559_newsletter_double_opt_in from './20261123_215559_newsletter_double_opt_in';
import * as migration_20261123_215746_home_and_footer from './20261123_215746_home_and_footer';
import * as migration_20261123_221012_store_coupons from './20261123_221012_store_coupons';
import * as migration_20261123_221557_durable_email from './20261123_221557_durable_email';
import * as migration_20261123_222817_scheduled_maintenance from './20261123_222817_scheduled_maintenance';
import * as migration_20261123_223944_lead_saved_views from './20261123_223944_lead_saved_views';
import * as migration_20261123_224659_merged_branches_snapshot from './20261123_224659_merged_branches_snapshot';
import * as migration_20261124_002854_coupon_uses_pix_discount from './20261124_002854_coupon_uses_pix_discount';
import * as migration_20261124_004649_page_seo_service_desk_cases from './20261124_004649_page_seo_service_desk_cases';
import * as migration_20261124_014205_merged_store_and_pages_snapshot from './20261124_014205_merged_store_and_pages_snapshot';
import * as migration_20261124_021527_libras_page from './20261124_021527_libras_page';
import * as migration_20261124_034523_product_pages_copy from './20261124_034523_product_pages_copy';
import * as migration_20261124_064530_copy_products from './20261124_064530_copy_products';
import * as migration_20261124_064944_copy_site from './20261124_064944_copy_site';
import * as migration_20261124_071628_merged_copy_snapshot from './20261124_071628_merged_copy_snapshot';
import * as migration_20261124_072028_libras_story from './20261124_072028_libras_story';

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
    up: migration_20261123_214836_order_invoice_data.up,
    down: migration_20261123_214836_order_invoice_data.down,
    name: '20261123_214836_order_invoice_data',
  },
  {
    up: migration_20261123_215045_courses_page.up,
    down: migration_20261123_215045_courses_page.down,
    name: '20261123_215045_courses_page',
  },
  {
    up: migration_20261123_215414_store_payment_methods.up,
    down: migration_20261123_215414_store_payment_methods.down,
    name: '20261123_215414_store_payment_methods',
  },
  {
    up: migration_20261123_215428_search_engines_desk.up,
    down: migration_20261123_215428_search_engines_desk.down,
    name: '20261123_215428_search_engines_desk',
  },
  {
    up: migration_20261123_215559_newsletter_double_opt_in.up,
    down: migration_20261123_215559_newsletter_double_opt_in.down,
    name: '20261123_215559_newsletter_double_opt_in',
  },
  {
    up: migration_20261123_215746_home_and_footer.up,
    down: migration_20261123_215746_home_and_footer.down,
    name: '20261123_215746_home_and_footer',
  },
  {
    up: migration_20261123_221012_store_coupons.up,
    down: migration_20261123_221012_store_coupons.down,
    name: '20261123_221012_store_coupons',
  },
  {
    up: migration_20261123_221557_durable_email.up,
    down: migration_20261123_221557_durable_email.down,
    name: '20261123_221557_durable_email',
  },
  {
    up: migration_20261123_222817_scheduled_maintenance.up,
    down: migration_20261123_222817_scheduled_maintenance.down,
    name: '20261123_222817_scheduled_maintenance',
  },
  {
    up: migration_20261123_223944_lead_saved_views.up,
    down: migration_20261123_223944_lead_saved_views.down,
    name: '20261123_223944_lead_saved_views',
  },
  {
    up: migration_20261123_224659_merged_branches_snapshot.up,
    down: migration_20261123_224659_merged_branches_snapshot.down,
    name: '20261123_224659_merged_branches_snapshot',
  },
  {
    up: migration_20261124_002854_coupon_uses_pix_discount.up,
    down: migration_20261124_002854_coupon_uses_pix_discount.down,
    name: '20261124_002854_coupon_uses_pix_discount',
  },
  {
    up: migration_20261124_004649_page_seo_service_desk_cases.up,
    down: migration_20261124_004649_page_seo_service_desk_cases.down,
    name: '20261124_004649_page_seo_service_desk_cases',
  },
  {
    up: migration_20261124_014205_merged_store_and_pages_snapshot.up,
    down: migration_20261124_014205_merged_store_and_pages_snapshot.down,
    name: '20261124_014205_merged_store_and_pages_snapshot',
  },
  {
    up: migration_20261124_021527_libras_page.up,
    down: migration_20261124_021527_libras_page.down,
    name: '20261124_021527_libras_page',
  },
  {
    up: migration_20261124_034523_product_pages_copy.up,
    down: migration_20261124_034523_product_pages_copy.down,
    name: '20261124_034523_product_pages_copy',
  },
  {
    up: migration_20261124_064530_copy_products.up,
    down: migration_20261124_064530_copy_products.down,
    name: '20261124_064530_copy_products',
  },
  {
    up: migration_20261124_064944_copy_site.up,
    down: migration_20261124_064944_copy_site.down,
    name: '20261124_064944_copy_site',
  },
  {
    up: migration_20261124_071628_merged_copy_snapshot.up,
    down: migration_20261124_071628_merged_copy_snapshot.down,
    name: '20261124_071628_merged_copy_snapshot',
  },
  {
    up: migration_20261124_072028_libras_story.up,
    down: migration_20261124_072028_libras_story.down,
    name: '20261124_072028_libras_story'
  },
];

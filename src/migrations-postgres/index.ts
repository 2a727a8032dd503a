import * as migration_20261123_034408_initial from './20261123_034408_initial';
import * as migration_20261123_214805_product_pages from './20261123_214805_product_pages';
import * as migration_20261123_214854_order_invoice_data from './20261123_214854_order_invoice_data';
import * as migration_20261123_215058_courses_page from './20261123_215058_courses_page';
import * as migration_20261123_215424_store_payment_methods from './20261123_215424_store_payment_methods';
import * as migration_20261123_215453_search_engines_desk from './20261123_215453_search_engines_desk';
import * as migration_20261123_215610_newsletter_double_opt_in from './20261123_215610_newsletter_double_opt_in';
import * as migration_20261123_215807_home_and_footer from './20261123_215807_home_and_footer';
import * as migration_20261123_220706_store_coupons from './20261123_220706_store_coupons';
import * as migration_20261123_221617_durable_email from './20261123_221617_durable_email';
import * as migration_20261123_222835_scheduled_maintenance from './20261123_222835_scheduled_maintenance';
import * as migration_20261123_223932_lead_saved_views from './20261123_223932_lead_saved_views';
import * as migration_20261123_224712_merged_branches_snapshot from './20261123_224712_merged_branches_snapshot';
import * as migration_20261124_002832_coupon_uses_pix_discount from './20261124_002832_coupon_uses_pix_discount';
import * as migration_20261124_004927_page_seo_service_desk_cases from './20261124_004927_page_seo_service_desk_cases';
import * as migration_20261124_014215_merged_store_and_pages_snapshot from './20261124_014215_merged_store_and_pages_snapshot';
import * as migration_20261124_021532_libras_page from './20261124_021532_libras_page';
import * as migration_20261124_034635_product_pages_copy from './20261124_034635_product_pages_copy';
import * as migration_20261124_064546_copy_products from './20261124_064546_copy_products';
import * as migration_20261124_065012_copy_site from './20261124_065012_copy_site';
import * as migration_20261124_071650_merged_copy_snapshot from './20261124_071650_merged_copy_snapshot';
import * as migration_20261124_072054_libras_story from './20261124_072054_libras_story';

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
    up: migration_20261123_214854_order_invoice_data.up,
    down: migration_20261123_214854_order_invoice_data.down,
    name: '20261123_214854_order_invoice_data',
  },
  {
    up: migration_20261123_215058_courses_page.up,
    down: migration_20261123_215058_courses_page.down,
    name: '20261123_215058_courses_page',
  },
  {
    up: migration_20261123_215424_store_payment_methods.up,
    down: migration_20261123_215424_store_payment_methods.down,
    name: '20261123_215424_store_payment_methods',
  },
  {
    up: migration_20261123_215453_search_engines_desk.up,
    down: migration_20261123_215453_search_engines_desk.down,
    name: '20261123_215453_search_engines_desk',
  },
  {
    up: migration_20261123_215610_newsletter_double_opt_in.up,
    down: migration_20261123_215610_newsletter_double_opt_in.down,
    name: '20261123_215610_newsletter_double_opt_in',
  },
  {
    up: migration_20261123_215807_home_and_footer.up,
    down: migration_20261123_215807_home_and_footer.down,
    name: '20261123_215807_home_and_footer',
  },
  {
    up: migration_20261123_220706_store_coupons.up,
    down: migration_20261123_220706_store_coupons.down,
    name: '20261123_220706_store_coupons',
  },
  {
    up: migration_20261123_221617_durable_email.up,
    down: migration_20261123_221617_durable_email.down,
    name: '20261123_221617_durable_email',
  },
  {
    up: migration_20261123_222835_scheduled_maintenance.up,
    down: migration_20261123_222835_scheduled_maintenance.down,
    name: '20261123_222835_scheduled_maintenance',
  },
  {
    up: migration_20261123_223932_lead_saved_views.up,
    down: migration_20261123_223932_lead_saved_views.down,
    name: '20261123_223932_lead_saved_views',
  },
  {
    up: migration_20261123_224712_merged_branches_snapshot.up,
    down: migration_20261123_224712_merged_branches_snapshot.down,
    name: '20261123_224712_merged_branches_snapshot',
  },
  {
    up: migration_20261124_002832_coupon_uses_pix_discount.up,
    down: migration_20261124_002832_coupon_uses_pix_discount.down,
    name: '20261124_002832_coupon_uses_pix_discount',
  },
  {
    up: migration_20261124_004927_page_seo_service_desk_cases.up,
    down: migration_20261124_004927_page_seo_service_desk_cases.down,
    name: '20261124_004927_page_seo_service_desk_cases',
  },
  {
    up: migration_20261124_014215_merged_store_and_pages_snapshot.up,
    down: migration_20261124_014215_merged_store_and_pages_snapshot.down,
    name: '20261124_014215_merged_store_and_pages_snapshot',
  },
  {
    up: migration_20261124_021532_libras_page.up,
    down: migration_20261124_021532_libras_page.down,
    name: '20261124_021532_libras_page',
  },
  {
    up: migration_20261124_034635_product_pages_copy.up,
    down: migration_20261124_034635_product_pages_copy.down,
    name: '20261124_034635_product_pages_copy',
  },
  {
    up: migration_20261124_064546_copy_products.up,
    down: migration_20261124_064546_copy_products.down,
    name: '20261124_064546_copy_products',
  },
  {
    up: migration_20261124_065012_copy_site.up,
    down: migration_20261124_065012_copy_site.down,
    name: '20261124_065012_copy_site',
  },
  {
    up: migration_20261124_071650_merged_copy_snapshot.up,
    down: migration_20261124_071650_merged_copy_snapshot.down,
    name: '20261124_071650_merged_copy_snapshot',
  },
  {
    up: migration_20261124_072054_libras_story.up,
    down: migration_20261124_072054_libras_story.down,
    name: '20261124_072054_libras_story'
  },
];

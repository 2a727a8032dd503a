import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cases_category" AS ENUM('E-commerce', 'Branding', 'SEO', 'Google Ads');
  CREATE TYPE "public"."enum_cases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cases_v_version_category" AS ENUM('E-commerce', 'Branding', 'SEO', 'Google Ads');
  CREATE TYPE "public"."enum__cases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_rating" AS ENUM('5', '4', '3', '2', '1');
  CREATE TYPE "public"."enum_store_templates_difficulty" AS ENUM('Iniciante', 'Intermediário', 'Avançado');
  CREATE TYPE "public"."enum_store_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__store_templates_v_version_difficulty" AS ENUM('Iniciante', 'Intermediário', 'Avançado');
  CREATE TYPE "public"."enum__store_templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_orders_provider" AS ENUM('stripe', 'simulator');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'expired');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('novo', 'em-contato', 'proposta-enviada', 'ganho', 'perdido');
  CREATE TYPE "public"."enum_leads_servico" AS ENUM('libras');
  CREATE TYPE "public"."enum_leads_tipo_servico" AS ENUM('Presencial SP', 'Gravado/Janela');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'sent', 'stored', 'failed');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"cover_image_id" integer,
  	"category" varchar,
  	"author" varchar,
  	"date" timestamp(3) with time zone,
  	"reading_time_manual" boolean DEFAULT false,
  	"reading_time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_cover_image_id" integer,
  	"version_category" varchar,
  	"version_author" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_reading_time_manual" boolean DEFAULT false,
  	"version_reading_time" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cases_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "cases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"client" varchar,
  	"excerpt" varchar,
  	"cover_image_id" integer,
  	"category" "enum_cases_category",
  	"date" timestamp(3) with time zone,
  	"challenge" varchar,
  	"solution" varchar,
  	"results" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_cases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cases_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_cases_v_version_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_client" varchar,
  	"version_excerpt" varchar,
  	"version_cover_image_id" integer,
  	"version_category" "enum__cases_v_version_category",
  	"version_date" timestamp(3) with time zone,
  	"version_challenge" varchar,
  	"version_solution" varchar,
  	"version_results" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_cases_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_cases_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"rating" "enum_testimonials_rating" DEFAULT '5' NOT NULL,
  	"photo_id" integer,
  	"photo_ref" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"heading" varchar NOT NULL,
  	"subheading" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "store_templates_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "store_templates_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "store_templates_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "store_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"category" varchar,
  	"difficulty" "enum_store_templates_difficulty" DEFAULT 'Iniciante',
  	"price" numeric,
  	"original_price" numeric,
  	"pages" numeric DEFAULT 1,
  	"cover_id" integer,
  	"demo_url" varchar,
  	"content" jsonb,
  	"deliverable_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_store_templates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "store_templates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_store_templates_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_templates_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_templates_v_version_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_category" varchar,
  	"version_difficulty" "enum__store_templates_v_version_difficulty" DEFAULT 'Iniciante',
  	"version_price" numeric,
  	"version_original_price" numeric,
  	"version_pages" numeric DEFAULT 1,
  	"version_cover_id" integer,
  	"version_demo_url" varchar,
  	"version_content" jsonb,
  	"version_deliverable_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__store_templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_store_templates_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "store_deliverables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"note" varchar,
  	"prefix" varchar DEFAULT 'deliverables',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"template_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'brl',
  	"email" varchar,
  	"provider" "enum_orders_provider" NOT NULL,
  	"session_id" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"link_id" varchar,
  	"downloads" numeric DEFAULT 0,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'novo' NOT NULL,
  	"servico" "enum_leads_servico" DEFAULT 'libras' NOT NULL,
  	"pagina_origem" varchar,
  	"nome" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefone" varchar,
  	"empresa" varchar,
  	"tipo_servico" "enum_leads_tipo_servico",
  	"data_evento" varchar,
  	"local" varchar,
  	"tamanho_publico" numeric,
  	"duracao" varchar,
  	"link_video" varchar,
  	"descricao" varchar,
  	"consentimento_texto" varchar NOT NULL,
  	"consentimento_versao" varchar NOT NULL,
  	"consentimento_em" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"pagina_origem" varchar,
  	"consentimento_texto" varchar NOT NULL,
  	"consent_version" varchar,
  	"consentimento_em" timestamp(3) with time zone NOT NULL,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"unsubscribe_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'media',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_card_avif_url" varchar,
  	"sizes_card_avif_width" numeric,
  	"sizes_card_avif_height" numeric,
  	"sizes_card_avif_mime_type" varchar,
  	"sizes_card_avif_filesize" numeric,
  	"sizes_card_avif_filename" varchar,
  	"sizes_cover_url" varchar,
  	"sizes_cover_width" numeric,
  	"sizes_cover_height" numeric,
  	"sizes_cover_mime_type" varchar,
  	"sizes_cover_filesize" numeric,
  	"sizes_cover_filename" varchar,
  	"sizes_cover_avif_url" varchar,
  	"sizes_cover_avif_width" numeric,
  	"sizes_cover_avif_height" numeric,
  	"sizes_cover_avif_mime_type" varchar,
  	"sizes_cover_avif_filesize" numeric,
  	"sizes_cover_avif_filename" varchar
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"status" "enum_outbox_status" DEFAULT 'queued' NOT NULL,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "rate_limit_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"expires_at" numeric NOT NULL
  );
  
  CREATE TABLE "cache_invalidations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar NOT NULL,
  	"changed_at" numeric NOT NULL,
  	"origin" varchar NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"cases_id" integer,
  	"testimonials_id" integer,
  	"page_templates_id" integer,
  	"store_templates_id" integer,
  	"store_deliverables_id" integer,
  	"orders_id" integer,
  	"webhook_events_id" integer,
  	"leads_id" integer,
  	"newsletter_subscribers_id" integer,
  	"media_id" integer,
  	"outbox_id" integer,
  	"users_id" integer,
  	"rate_limit_counters_id" integer,
  	"cache_invalidations_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Vértice Digital',
  	"whatsapp_number" varchar DEFAULT '5511987654321',
  	"contact_email" varchar DEFAULT 'contato@verticedigital.com.br',
  	"phone" varchar DEFAULT '+55 11 3456-7890',
  	"city" varchar DEFAULT 'São Paulo, SP - Brasil',
  	"instagram_url" varchar,
  	"linkedin_url" varchar,
  	"youtube_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "seed_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seeded_keys" jsonb DEFAULT '[]'::jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cases_metrics" ADD CONSTRAINT "cases_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cases" ADD CONSTRAINT "cases_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cases_texts" ADD CONSTRAINT "cases_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cases_rels" ADD CONSTRAINT "cases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cases_rels" ADD CONSTRAINT "cases_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v_version_metrics" ADD CONSTRAINT "_cases_v_version_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_parent_id_cases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v_texts" ADD CONSTRAINT "_cases_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v_rels" ADD CONSTRAINT "_cases_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v_rels" ADD CONSTRAINT "_cases_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_templates_tags" ADD CONSTRAINT "store_templates_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_templates_features" ADD CONSTRAINT "store_templates_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_templates_includes" ADD CONSTRAINT "store_templates_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_templates" ADD CONSTRAINT "store_templates_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_templates" ADD CONSTRAINT "store_templates_deliverable_id_store_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."store_deliverables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_templates_rels" ADD CONSTRAINT "store_templates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."store_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_templates_rels" ADD CONSTRAINT "store_templates_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_templates_v_version_tags" ADD CONSTRAINT "_store_templates_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_templates_v_version_features" ADD CONSTRAINT "_store_templates_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_templates_v_version_includes" ADD CONSTRAINT "_store_templates_v_version_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_templates_v" ADD CONSTRAINT "_store_templates_v_parent_id_store_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."store_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_templates_v" ADD CONSTRAINT "_store_templates_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_templates_v" ADD CONSTRAINT "_store_templates_v_version_deliverable_id_store_deliverables_id_fk" FOREIGN KEY ("version_deliverable_id") REFERENCES "public"."store_deliverables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_templates_v_rels" ADD CONSTRAINT "_store_templates_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_store_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_templates_v_rels" ADD CONSTRAINT "_store_templates_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_template_id_store_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."store_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cases_fk" FOREIGN KEY ("cases_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_templates_fk" FOREIGN KEY ("page_templates_id") REFERENCES "public"."page_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_store_templates_fk" FOREIGN KEY ("store_templates_id") REFERENCES "public"."store_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_store_deliverables_fk" FOREIGN KEY ("store_deliverables_id") REFERENCES "public"."store_deliverables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_events_fk" FOREIGN KEY ("webhook_events_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limit_counters_fk" FOREIGN KEY ("rate_limit_counters_id") REFERENCES "public"."rate_limit_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cache_invalidations_fk" FOREIGN KEY ("cache_invalidations_id") REFERENCES "public"."cache_invalidations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_cover_image_idx" ON "posts" USING btree ("cover_image_id");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "posts_date_idx" ON "posts" USING btree ("date");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_cover_image_idx" ON "_posts_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  CREATE INDEX "_posts_v_version_version_date_idx" ON "_posts_v" USING btree ("version_date");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "cases_metrics_order_idx" ON "cases_metrics" USING btree ("_order");
  CREATE INDEX "cases_metrics_parent_id_idx" ON "cases_metrics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cases_slug_idx" ON "cases" USING btree ("slug");
  CREATE INDEX "cases_cover_image_idx" ON "cases" USING btree ("cover_image_id");
  CREATE INDEX "cases_updated_at_idx" ON "cases" USING btree ("updated_at");
  CREATE INDEX "cases_created_at_idx" ON "cases" USING btree ("created_at");
  CREATE INDEX "cases__status_idx" ON "cases" USING btree ("_status");
  CREATE INDEX "cases_texts_order_parent" ON "cases_texts" USING btree ("order","parent_id");
  CREATE INDEX "cases_rels_order_idx" ON "cases_rels" USING btree ("order");
  CREATE INDEX "cases_rels_parent_idx" ON "cases_rels" USING btree ("parent_id");
  CREATE INDEX "cases_rels_path_idx" ON "cases_rels" USING btree ("path");
  CREATE INDEX "cases_rels_media_id_idx" ON "cases_rels" USING btree ("media_id");
  CREATE INDEX "_cases_v_version_metrics_order_idx" ON "_cases_v_version_metrics" USING btree ("_order");
  CREATE INDEX "_cases_v_version_metrics_parent_id_idx" ON "_cases_v_version_metrics" USING btree ("_parent_id");
  CREATE INDEX "_cases_v_parent_idx" ON "_cases_v" USING btree ("parent_id");
  CREATE INDEX "_cases_v_version_version_slug_idx" ON "_cases_v" USING btree ("version_slug");
  CREATE INDEX "_cases_v_version_version_cover_image_idx" ON "_cases_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_cases_v_version_version_updated_at_idx" ON "_cases_v" USING btree ("version_updated_at");
  CREATE INDEX "_cases_v_version_version_created_at_idx" ON "_cases_v" USING btree ("version_created_at");
  CREATE INDEX "_cases_v_version_version__status_idx" ON "_cases_v" USING btree ("version__status");
  CREATE INDEX "_cases_v_created_at_idx" ON "_cases_v" USING btree ("created_at");
  CREATE INDEX "_cases_v_updated_at_idx" ON "_cases_v" USING btree ("updated_at");
  CREATE INDEX "_cases_v_latest_idx" ON "_cases_v" USING btree ("latest");
  CREATE INDEX "_cases_v_texts_order_parent" ON "_cases_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_cases_v_rels_order_idx" ON "_cases_v_rels" USING btree ("order");
  CREATE INDEX "_cases_v_rels_parent_idx" ON "_cases_v_rels" USING btree ("parent_id");
  CREATE INDEX "_cases_v_rels_path_idx" ON "_cases_v_rels" USING btree ("path");
  CREATE INDEX "_cases_v_rels_media_id_idx" ON "_cases_v_rels" USING btree ("media_id");
  CREATE INDEX "testimonials_photo_idx" ON "testimonials" USING btree ("photo_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_templates_name_idx" ON "page_templates" USING btree ("name");
  CREATE INDEX "page_templates_updated_at_idx" ON "page_templates" USING btree ("updated_at");
  CREATE INDEX "page_templates_created_at_idx" ON "page_templates" USING btree ("created_at");
  CREATE INDEX "store_templates_tags_order_idx" ON "store_templates_tags" USING btree ("_order");
  CREATE INDEX "store_templates_tags_parent_id_idx" ON "store_templates_tags" USING btree ("_parent_id");
  CREATE INDEX "store_templates_features_order_idx" ON "store_templates_features" USING btree ("_order");
  CREATE INDEX "store_templates_features_parent_id_idx" ON "store_templates_features" USING btree ("_parent_id");
  CREATE INDEX "store_templates_includes_order_idx" ON "store_templates_includes" USING btree ("_order");
  CREATE INDEX "store_templates_includes_parent_id_idx" ON "store_templates_includes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "store_templates_slug_idx" ON "store_templates" USING btree ("slug");
  CREATE INDEX "store_templates_category_idx" ON "store_templates" USING btree ("category");
  CREATE INDEX "store_templates_cover_idx" ON "store_templates" USING btree ("cover_id");
  CREATE INDEX "store_templates_deliverable_idx" ON "store_templates" USING btree ("deliverable_id");
  CREATE INDEX "store_templates_updated_at_idx" ON "store_templates" USING btree ("updated_at");
  CREATE INDEX "store_templates_created_at_idx" ON "store_templates" USING btree ("created_at");
  CREATE INDEX "store_templates__status_idx" ON "store_templates" USING btree ("_status");
  CREATE INDEX "store_templates_rels_order_idx" ON "store_templates_rels" USING btree ("order");
  CREATE INDEX "store_templates_rels_parent_idx" ON "store_templates_rels" USING btree ("parent_id");
  CREATE INDEX "store_templates_rels_path_idx" ON "store_templates_rels" USING btree ("path");
  CREATE INDEX "store_templates_rels_media_id_idx" ON "store_templates_rels" USING btree ("media_id");
  CREATE INDEX "_store_templates_v_version_tags_order_idx" ON "_store_templates_v_version_tags" USING btree ("_order");
  CREATE INDEX "_store_templates_v_version_tags_parent_id_idx" ON "_store_templates_v_version_tags" USING btree ("_parent_id");
  CREATE INDEX "_store_templates_v_version_features_order_idx" ON "_store_templates_v_version_features" USING btree ("_order");
  CREATE INDEX "_store_templates_v_version_features_parent_id_idx" ON "_store_templates_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_store_templates_v_version_includes_order_idx" ON "_store_templates_v_version_includes" USING btree ("_order");
  CREATE INDEX "_store_templates_v_version_includes_parent_id_idx" ON "_store_templates_v_version_includes" USING btree ("_parent_id");
  CREATE INDEX "_store_templates_v_parent_idx" ON "_store_templates_v" USING btree ("parent_id");
  CREATE INDEX "_store_templates_v_version_version_slug_idx" ON "_store_templates_v" USING btree ("version_slug");
  CREATE INDEX "_store_templates_v_version_version_category_idx" ON "_store_templates_v" USING btree ("version_category");
  CREATE INDEX "_store_templates_v_version_version_cover_idx" ON "_store_templates_v" USING btree ("version_cover_id");
  CREATE INDEX "_store_templates_v_version_version_deliverable_idx" ON "_store_templates_v" USING btree ("version_deliverable_id");
  CREATE INDEX "_store_templates_v_version_version_updated_at_idx" ON "_store_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_store_templates_v_version_version_created_at_idx" ON "_store_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_store_templates_v_version_version__status_idx" ON "_store_templates_v" USING btree ("version__status");
  CREATE INDEX "_store_templates_v_created_at_idx" ON "_store_templates_v" USING btree ("created_at");
  CREATE INDEX "_store_templates_v_updated_at_idx" ON "_store_templates_v" USING btree ("updated_at");
  CREATE INDEX "_store_templates_v_latest_idx" ON "_store_templates_v" USING btree ("latest");
  CREATE INDEX "_store_templates_v_rels_order_idx" ON "_store_templates_v_rels" USING btree ("order");
  CREATE INDEX "_store_templates_v_rels_parent_idx" ON "_store_templates_v_rels" USING btree ("parent_id");
  CREATE INDEX "_store_templates_v_rels_path_idx" ON "_store_templates_v_rels" USING btree ("path");
  CREATE INDEX "_store_templates_v_rels_media_id_idx" ON "_store_templates_v_rels" USING btree ("media_id");
  CREATE INDEX "store_deliverables_updated_at_idx" ON "store_deliverables" USING btree ("updated_at");
  CREATE INDEX "store_deliverables_created_at_idx" ON "store_deliverables" USING btree ("created_at");
  CREATE UNIQUE INDEX "store_deliverables_filename_idx" ON "store_deliverables" USING btree ("filename");
  CREATE INDEX "orders_template_idx" ON "orders" USING btree ("template_id");
  CREATE UNIQUE INDEX "orders_session_id_idx" ON "orders" USING btree ("session_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "webhook_events_event_id_idx" ON "webhook_events" USING btree ("event_id");
  CREATE INDEX "webhook_events_updated_at_idx" ON "webhook_events" USING btree ("updated_at");
  CREATE INDEX "webhook_events_created_at_idx" ON "webhook_events" USING btree ("created_at");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_unsubscribed_at_idx" ON "newsletter_subscribers" USING btree ("unsubscribed_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx" ON "media" USING btree ("sizes_card_avif_filename");
  CREATE INDEX "media_sizes_cover_sizes_cover_filename_idx" ON "media" USING btree ("sizes_cover_filename");
  CREATE INDEX "media_sizes_cover_avif_sizes_cover_avif_filename_idx" ON "media" USING btree ("sizes_cover_avif_filename");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "rate_limit_counters_key_idx" ON "rate_limit_counters" USING btree ("key");
  CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");
  CREATE UNIQUE INDEX "cache_invalidations_tag_idx" ON "cache_invalidations" USING btree ("tag");
  CREATE INDEX "cache_invalidations_changed_at_idx" ON "cache_invalidations" USING btree ("changed_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("cases_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_page_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("page_templates_id");
  CREATE INDEX "payload_locked_documents_rels_store_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("store_templates_id");
  CREATE INDEX "payload_locked_documents_rels_store_deliverables_id_idx" ON "payload_locked_documents_rels" USING btree ("store_deliverables_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_events_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_events_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limit_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limit_counters_id");
  CREATE INDEX "payload_locked_documents_rels_cache_invalidations_id_idx" ON "payload_locked_documents_rels" USING btree ("cache_invalidations_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "cases_metrics" CASCADE;
  DROP TABLE "cases" CASCADE;
  DROP TABLE "cases_texts" CASCADE;
  DROP TABLE "cases_rels" CASCADE;
  DROP TABLE "_cases_v_version_metrics" CASCADE;
  DROP TABLE "_cases_v" CASCADE;
  DROP TABLE "_cases_v_texts" CASCADE;
  DROP TABLE "_cases_v_rels" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "page_templates" CASCADE;
  DROP TABLE "store_templates_tags" CASCADE;
  DROP TABLE "store_templates_features" CASCADE;
  DROP TABLE "store_templates_includes" CASCADE;
  DROP TABLE "store_templates" CASCADE;
  DROP TABLE "store_templates_rels" CASCADE;
  DROP TABLE "_store_templates_v_version_tags" CASCADE;
  DROP TABLE "_store_templates_v_version_features" CASCADE;
  DROP TABLE "_store_templates_v_version_includes" CASCADE;
  DROP TABLE "_store_templates_v" CASCADE;
  DROP TABLE "_store_templates_v_rels" CASCADE;
  DROP TABLE "store_deliverables" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "webhook_events" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "rate_limit_counters" CASCADE;
  DROP TABLE "cache_invalidations" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "seed_state" CASCADE;
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_cases_category";
  DROP TYPE "public"."enum_cases_status";
  DROP TYPE "public"."enum__cases_v_version_category";
  DROP TYPE "public"."enum__cases_v_version_status";
  DROP TYPE "public"."enum_testimonials_rating";
  DROP TYPE "public"."enum_store_templates_difficulty";
  DROP TYPE "public"."enum_store_templates_status";
  DROP TYPE "public"."enum__store_templates_v_version_difficulty";
  DROP TYPE "public"."enum__store_templates_v_version_status";
  DROP TYPE "public"."enum_orders_provider";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_servico";
  DROP TYPE "public"."enum_leads_tipo_servico";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

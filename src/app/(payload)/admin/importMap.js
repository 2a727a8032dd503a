import { DashboardPanel as DashboardPanel_1cbf2cb264f965a3a1e25c5af751c70e } from '../../../features/admin/dashboard-panel'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/admin/dashboard-panel#DashboardPanel": DashboardPanel_1cbf2cb264f965a3a1e25c5af751c70e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

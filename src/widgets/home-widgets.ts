import { lazy } from 'react';
import type { WidgetMap } from '../engine/widget-types';
import { whenNearViewport } from './home-support/Deferred';
import type { ReservedHeight } from '../ui/Skeleton/reserve';

// Each section is its own chunk, fetched only when the section nears the viewport: the home
// page's first load pays for what is on screen (budget: 150 KB of gzip JavaScript).
const section = (load: Parameters<typeof lazy>[0], placeholderHeight?: ReservedHeight) => whenNearViewport(lazy(load), placeholderHeight);

/** Home sections and content-page widgets by manifest name; one folder per widget beside this file. */
export const homeWidgets: WidgetMap = {
  heroSlider: section(() => import('./HeroSlider/HeroSlider'), '28rem'),
  bookingTypesSection: section(() => import('./BookingTypesSection/BookingTypesSection')),
  matchesSection: section(() => import('./MatchesSection/MatchesSection')),
  membershipsSection: section(() => import('./MembershipsSection/MembershipsSection')),
  schoolProgramsSection: section(() => import('./SchoolProgramsSection/SchoolProgramsSection')),
  activitiesSection: section(() => import('./ActivitiesSection/ActivitiesSection')),
  trendingProductsSection: section(() => import('./TrendingProductsSection/TrendingProductsSection')),
  vouchersSection: section(() => import('./VouchersSection/VouchersSection')),
  eventBookingsSection: section(() => import('./EventBookingsSection/EventBookingsSection')),
  bannersSection: section(() => import('./BannersSection/BannersSection')),
  callToActionSection: section(() => import('./CallToActionSection/CallToActionSection')),
  gallerySection: section(() => import('./GallerySection/GallerySection')),
  testimonialsSection: section(() => import('./TestimonialsSection/TestimonialsSection')),
  teamSection: section(() => import('./TeamSection/TeamSection')),
  lastPostsSection: section(() => import('./LastPostsSection/LastPostsSection')),
  sponsorsSection: section(() => import('./SponsorsSection/SponsorsSection'), '10rem'),
  popularProducts: section(() => import('./PopularProducts/PopularProducts'), '24rem'),
  blogList: lazy(() => import('./BlogList/BlogList')),
  shareLinks: lazy(() => import('./ShareLinks/ShareLinks')),
};

import { lazy, type ComponentType } from 'react';
import type { WidgetMap, WidgetProps } from '../engine/widget-types';
import { loadable } from '../engine/loadable';
import { reservedWhileLoading, whenNearViewport } from './home-support/Deferred';
import type { ReservedHeight } from '../ui/Skeleton/reserve';

type FirstViewportSections = typeof import('./home-sections/first-viewport-sections');
type RestOfHomeSections = typeof import('./home-sections/rest-of-home-sections');

// Two chunks for the whole home page, not one per section: the first screen's sections (fetched with the
// page) and the rest (one request when the first of them nears the viewport). Repeated import() calls of a
// module share its one request.
/** Starts fetching the first screen's sections; main.tsx calls it on `/` so they arrive with the page. */
export const loadFirstViewportSections = (): Promise<FirstViewportSections> => import('./home-sections/first-viewport-sections');
export const loadRestOfHomeSections = (): Promise<RestOfHomeSections> => import('./home-sections/rest-of-home-sections');

const onFirstScreen = (name: keyof FirstViewportSections, placeholderHeight?: ReservedHeight): ComponentType<WidgetProps> =>
  reservedWhileLoading(
    lazy(() => loadFirstViewportSections().then((sections) => ({ default: sections[name] }))),
    placeholderHeight,
  );
const belowTheFold = (name: keyof RestOfHomeSections, placeholderHeight?: ReservedHeight): ComponentType<WidgetProps> =>
  whenNearViewport(
    lazy(() => loadRestOfHomeSections().then((sections) => ({ default: sections[name] }))),
    placeholderHeight,
  );

/** Home sections and content-page widgets by manifest name; one folder per widget beside this file. */
export const homeWidgets: WidgetMap = {
  heroSlider: onFirstScreen('heroSlider', '28rem'),
  bookingTypesSection: onFirstScreen('bookingTypesSection'),
  matchesSection: onFirstScreen('matchesSection'),
  membershipsSection: belowTheFold('membershipsSection'),
  schoolProgramsSection: belowTheFold('schoolProgramsSection'),
  activitiesSection: belowTheFold('activitiesSection'),
  trendingProductsSection: belowTheFold('trendingProductsSection'),
  vouchersSection: belowTheFold('vouchersSection'),
  eventBookingsSection: belowTheFold('eventBookingsSection'),
  bannersSection: belowTheFold('bannersSection'),
  callToActionSection: belowTheFold('callToActionSection'),
  gallerySection: belowTheFold('gallerySection'),
  testimonialsSection: belowTheFold('testimonialsSection'),
  teamSection: belowTheFold('teamSection'),
  lastPostsSection: belowTheFold('lastPostsSection'),
  sponsorsSection: belowTheFold('sponsorsSection', '10rem'),
  // Signed-in players only (a club's file puts it first): its own chunk, never fetched for a visitor's home.
  nextBookingSection: reservedWhileLoading(
    lazy(() => import('./home-sections/NextBookingSection/NextBookingSection')),
    '12rem',
  ),
  // Not home sections: content pages' widgets (popular products under a payment's result), each its own chunk.
  popularProducts: whenNearViewport(
    lazy(() => import('./PopularProducts/PopularProducts')),
    '24rem',
  ),
  blogList: loadable(() => import('./BlogList/BlogList')),
  shareLinks: loadable(() => import('./ShareLinks/ShareLinks')),
};

// Every other home section, in one chunk fetched by one request once the first of them nears the viewport.
export { default as membershipsSection } from '../MembershipsSection/MembershipsSection';
export { default as schoolProgramsSection } from '../SchoolProgramsSection/SchoolProgramsSection';
export { default as activitiesSection } from '../ActivitiesSection/ActivitiesSection';
export { default as trendingProductsSection } from '../TrendingProductsSection/TrendingProductsSection';
export { default as vouchersSection } from '../VouchersSection/VouchersSection';
export { default as eventBookingsSection } from '../EventBookingsSection/EventBookingsSection';
export { default as bannersSection } from '../BannersSection/BannersSection';
export { default as callToActionSection } from '../CallToActionSection/CallToActionSection';
export { default as gallerySection } from '../GallerySection/GallerySection';
export { default as testimonialsSection } from '../TestimonialsSection/TestimonialsSection';
export { default as teamSection } from '../TeamSection/TeamSection';
export { default as lastPostsSection } from '../LastPostsSection/LastPostsSection';
export { default as sponsorsSection } from '../SponsorsSection/SponsorsSection';

/** The services list and a service's page, in one chunk: they share their cards and go together. */
export { default as ServicesPage } from './ServicesPage';
export { default as ServiceDetailPage } from './ServiceDetailPage';

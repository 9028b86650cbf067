export { setApiBase, getApiBase } from './base';
export { HttpError, getJson } from './get-json';
export { fetchServices } from './endpoints';

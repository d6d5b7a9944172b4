// @payments-contract/client/lists: reading the list operations, every page of one (`paginate`) and the interval
// filter of their dates (`intervalFilter`). An entry of its own (issue 30): a client that only pays and reads one
// payment at a time carries neither.
export { intervalFilter } from './interval.js';
export { type ListItem, type ListParameters, type ListPath, type PaginationLimits, paginate } from './pagination.js';

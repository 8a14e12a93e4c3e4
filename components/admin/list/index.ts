export { CountBadge } from "./count-badge";
export { ExportCsvLink } from "./export-csv-link";
export { ListEmpty } from "./list-empty";
export { ListFilter, type FilterOption } from "./list-filter";
export { ListPagination } from "./list-pagination";
export { ListProvider, useListState } from "./list-provider";
export { ListResults } from "./list-results";
export { ListSearch, SEARCH_DEBOUNCE_MS } from "./list-search";
export { TableSkeleton } from "./table-skeleton";

/**
 * Search box and sort select of a tender list (part 2, Geodesist dashboard, Browse, poster History,
 * admin tenders), on Amplify UI SearchField and SelectField. The list filters as you type (after a
 * 400 ms pause); the Search button (or Enter) applies the term at once; the clear button (x) empties
 * the box and shows the whole list again (docs/decisions.md, "Search button").
 */
import { Flex, SearchField, SelectField } from '@aws-amplify/ui-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { TenderSort } from '@features/tenders/domain/tender';

/** Pause after the last keystroke before the list follows the search box, in ms. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Words of the sort options (part 2, 2: newest, oldest, expiringSoon, priceHigh, priceLow). */
export const SORT_LABELS: Record<TenderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  expiringSoon: 'Expiring soon',
  priceHigh: 'Price: high to low',
  priceLow: 'Price: low to high',
};

export interface TenderSearchBarProps {
  /** The applied term. */
  search: string;
  onSearch: (term: string) => void;
  /** The sort select shows when sorts are given. */
  sort?: TenderSort;
  onSort?: (sort: TenderSort) => void;
  sorts?: readonly TenderSort[];
  placeholder?: string;
  /** Accessible name of the search box (default 'Search tenders'). */
  label?: string;
  /** More filters beside the box (e.g. the admin's role filter of the user table). */
  children?: ReactNode;
}

export function TenderSearchBar({ search, onSearch, sort, onSort, sorts = [], placeholder = 'Search tenders...', label = 'Search tenders', children }: TenderSearchBarProps) {
  const [term, setTerm] = useState(search);

  useEffect(() => {
    if (term.trim() === search) return;
    const timer = setTimeout(() => onSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, search, onSearch]);

  return (
    <Flex role="search" className="search-bar" wrap="wrap" gap="0.5rem" alignItems="flex-end">
      <SearchField
        className="search-field"
        label={label}
        placeholder={placeholder}
        value={term}
        maxLength={100}
        clearButtonLabel="Clear search"
        onChange={(e) => setTerm(e.target.value)}
        onSubmit={(value) => {
          setTerm(value);
          onSearch(value.trim());
        }}
        onClear={() => {
          setTerm('');
          onSearch('');
        }}
      />
      {sorts.length > 0 && (
        <SelectField className="sort-select" label="Sort by" labelHidden value={sort} onChange={(e) => onSort?.(e.target.value as TenderSort)}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
      )}
      {children}
    </Flex>
  );
}

/**
 * Search box with a Search button, a clear button, and a sort select (part 2, Geodesist dashboard and
 * poster History). The term applies on Search (or Enter) and after a short pause in typing.
 */
import { useEffect, useId, useState } from 'react';
import type { TenderSort } from '@domain/tender';
import { Button } from '@/components/ui/button';
import { SearchIcon, XIcon } from '@/components/ui/icons';

export const SORT_LABELS: Record<TenderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  expiringSoon: 'Expiring soon',
  priceHigh: 'Price: high to low',
  priceLow: 'Price: low to high',
};

export interface TenderSearchBarProps {
  search: string;
  onSearch: (term: string) => void;
  sort: TenderSort;
  onSort: (sort: TenderSort) => void;
  sorts: readonly TenderSort[];
  placeholder?: string;
}

export function TenderSearchBar({ search, onSearch, sort, onSort, sorts, placeholder = 'Search tenders...' }: TenderSearchBarProps) {
  const [term, setTerm] = useState(search);
  const id = useId();

  useEffect(() => {
    if (term.trim() === search) return;
    const timer = setTimeout(() => onSearch(term.trim()), 400);
    return () => clearTimeout(timer);
  }, [term, search, onSearch]);

  return (
    <form
      className="search-bar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(term.trim());
      }}
    >
      <div className="search-input-wrap">
        <SearchIcon size={16} className="search-icon" />
        <label htmlFor={`${id}-q`} className="sr-only">
          Search
        </label>
        <input id={`${id}-q`} type="search" className="input search-input" placeholder={placeholder} value={term} onChange={(e) => setTerm(e.target.value)} maxLength={100} />
        {term && (
          <button
            type="button"
            className="search-clear"
            aria-label="Clear search"
            onClick={() => {
              setTerm('');
              onSearch('');
            }}
          >
            <XIcon size={14} />
          </button>
        )}
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
      <label htmlFor={`${id}-sort`} className="sr-only">
        Sort by
      </label>
      <select id={`${id}-sort`} className="input select sort-select" value={sort} onChange={(e) => onSort(e.target.value as TenderSort)}>
        {sorts.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </form>
  );
}

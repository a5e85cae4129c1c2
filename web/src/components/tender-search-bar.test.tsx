/**
 * The search box and sort select of tender lists (docs/decisions/web/search-button.md, "Search button"): the list
 * follows the box after a pause in typing, the Search button applies at once, the clear button resets.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SEARCH_LENGTH, searchMessages } from '@features/tenders/domain/search';
import { SEARCH_DEBOUNCE_MS, TenderSearchBar } from './tender-search-bar';

function setup(search = '') {
  const onSearch = vi.fn<(term: string) => void>();
  const onSort = vi.fn();
  render(<TenderSearchBar search={search} onSearch={onSearch} sort="newest" onSort={onSort} sorts={['newest', 'oldest', 'expiringSoon']} />);
  return { onSearch, onSort, box: screen.getByRole('textbox', { name: 'Search tenders' }) };
}

describe('TenderSearchBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the trimmed term once typing pauses, not on every keystroke', () => {
    const { onSearch, box } = setup();
    fireEvent.change(box, { target: { value: 'lev' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: 'levelling ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('levelling');
  });

  it('applies the term at once when the Search button is pressed', () => {
    const { onSearch, box } = setup();
    fireEvent.change(box, { target: { value: 'cadastre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('cadastre');
  });

  it('empties the box and the applied term with the clear button', () => {
    const { onSearch, box } = setup('staking');
    expect((box as HTMLInputElement).value).toBe('staking');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('offers the given sorts with their labels and reports the chosen one', () => {
    const { onSort } = setup();
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Newest first', 'Oldest first', 'Expiring soon']);
    fireEvent.change(select, { target: { value: 'expiringSoon' } });
    expect(onSort).toHaveBeenCalledWith('expiringSoon');
  });
});

describe('TenderSearchBar limits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the API’s message for a search of only punctuation or too many words, and does not apply it', () => {
    const { onSearch, box } = setup();
    fireEvent.change(box, { target: { value: '?!.,' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText(searchMessages.noWord)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'a b c d e f g h tartu' } });
    expect(screen.queryByText(searchMessages.noWord)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText(searchMessages.tooManyWords)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'tartu geod' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledWith('tartu geod');
    expect(screen.queryByText(searchMessages.tooManyWords)).toBeNull();
  });

  it('takes no more than the API’s 100 characters', () => {
    const { box } = setup();
    expect((box as HTMLInputElement).maxLength).toBe(MAX_SEARCH_LENGTH);
  });
});

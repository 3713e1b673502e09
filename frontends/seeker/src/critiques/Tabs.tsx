import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * Tabs as the ARIA authoring practices describe them: one tab stop for the list, arrow keys, Home
 * and End move between tabs, and each panel is named by its tab. Hidden panels stay mounted, so a
 * half-filled form survives a look at the other tab.
 */
export function Tabs<K extends string>({ label, items, selected, onSelect }: TabsProps<K>) {
  const base = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent) {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index + last) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = items[next].key;
    onSelect(key);
    tabs.current.get(key)?.focus();
  }

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.key}
            ref={(element) => {
              if (element) tabs.current.set(item.key, element);
              else tabs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={tabId(item.key)}
            aria-selected={item.key === selected}
            aria-controls={panelId(item.key)}
            tabIndex={item.key === selected ? 0 : -1}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <Panel
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          aria-labelledby={tabId(item.key)}
          hidden={item.key !== selected}
          tabIndex={0}
        >
          {item.panel}
        </Panel>
      ))}
    </div>
  );
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Tab = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Panel = styled.div`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

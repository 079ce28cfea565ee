import { ActionIcon, Button, Group, Tabs, Tooltip } from '@mantine/core';
import type { Company } from '@rw/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { companyTabLabel } from '#/features/companies/utils/company-form-values';
import { companyPageText } from '#/features/companies/utils/company-messages';

type CompanyTabsProps = {
  companies: Company[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Shows 'New Company' (only while the user has fewer than 8 companies). */
  canAdd: boolean;
  onNew: () => void;
  /** The panel of the selected company. */
  renderPanel: (company: Company, label: string) => ReactNode;
};

/**
 * One tab per company (its name, or 'Company N'), previous/next arrows and 'New Company'
 * (docs/product/companies.md#company-page). Arrow keys move between tabs; only the selected panel is mounted.
 */
export function CompanyTabs({
  companies,
  selectedId,
  onSelect,
  canAdd,
  onNew,
  renderPanel,
}: CompanyTabsProps) {
  const index = companies.findIndex((c) => c.id === selectedId);
  const previous = index > 0 ? companies[index - 1] : undefined;
  const next = index >= 0 && index < companies.length - 1 ? companies[index + 1] : undefined;

  return (
    <Tabs
      value={selectedId}
      onChange={(value) => value && onSelect(value)}
      keepMounted={false}
      variant="pills"
      radius="md"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" mb="md">
        <Tooltip label="Previous company" withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Previous company"
            disabled={!previous}
            onClick={() => previous && onSelect(previous.id)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tabs.List style={{ flex: 1, minWidth: 0 }}>
          {companies.map((company, i) => (
            <Tabs.Tab key={company.id} value={company.id} fw={500}>
              {companyTabLabel(company, i)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tooltip label="Next company" withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Next company"
            disabled={!next}
            onClick={() => next && onSelect(next.id)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew} style={{ flexShrink: 0 }}>
            {companyPageText.newCompany}
          </Button>
        )}
      </Group>
      {companies.map((company, i) => (
        <Tabs.Panel key={company.id} value={company.id}>
          {renderPanel(company, companyTabLabel(company, i))}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

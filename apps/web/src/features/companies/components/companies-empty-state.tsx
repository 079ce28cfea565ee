import { Button, EmptyState, Paper } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlus } from '@tabler/icons-react';
import { companyPageText } from '#/features/companies/utils/company-messages';

/** 'No Companies Configured' with 'Add Your First Company' (docs/product/companies.md#company-page). */
export function CompaniesEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="md" py={56} px="lg">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconBuildingSkyscraper size={32} aria-hidden />}
        title={companyPageText.emptyTitle}
        description="Add a company profile with its description, values, benefits and the tone of voice used for its job text."
      >
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            {companyPageText.addFirst}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

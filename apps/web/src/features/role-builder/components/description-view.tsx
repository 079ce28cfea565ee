import { List, Stack, Text, Title } from '@mantine/core';
import { descriptionSections, type RoleDescription } from '@rw/core';
import { CodedText } from '#/components/ui/coded-text';

/**
 * A job description as formatted text (docs/product/role-builder.md#generated-job-description): Role
 * Mission, then the four lists, each word of the inclusive-language check highlighted. Empty lists are left
 * out.
 */
export function DescriptionView({ description }: { description: RoleDescription }) {
  return (
    <Stack gap="md" aria-label="Job description">
      {descriptionSections.map(({ key, heading }) => {
        const value = description[key];
        if (typeof value === 'string') {
          return (
            <section key={key} aria-label={heading}>
              <Title order={4} mb={4}>
                {heading}
              </Title>
              <Text size="sm">
                <CodedText text={value} />
              </Text>
            </section>
          );
        }
        if (value.length === 0) return null;
        return (
          <section key={key} aria-label={heading}>
            <Title order={4} mb={4}>
              {heading}
            </Title>
            <List size="sm" spacing={4}>
              {value.map((item) => (
                <List.Item key={item}>
                  <CodedText text={item} />
                </List.Item>
              ))}
            </List>
          </section>
        );
      })}
    </Stack>
  );
}

import { Checkbox, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  type ModelPermissions,
  modelActions,
  type PermissionAction,
  type PermissionModel,
  permissionActionLabels,
  permissionActions,
  permissionModelLabels,
  permissionModels,
} from '@masthead/contract';

/** Adds or removes one action, keeping the catalogue's order and dropping empty models. */
export function togglePermission(
  map: ModelPermissions,
  model: PermissionModel,
  action: PermissionAction,
  granted: boolean,
): ModelPermissions {
  const current = new Set(map[model] ?? []);
  if (granted) current.add(action);
  else current.delete(action);
  const next: ModelPermissions = { ...map };
  const actions = permissionActions.filter((candidate) => current.has(candidate));
  if (actions.length > 0) next[model] = actions;
  else delete next[model];
  return next;
}

export interface PermissionGridProps {
  value: ModelPermissions;
  onChange: (next: ModelPermissions) => void;
  readOnly?: boolean;
}

/** Models down, actions across; a box only where the action means something for the model. */
export function PermissionGrid({ value, onChange, readOnly }: PermissionGridProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} striped>
          <caption>
            <VisuallyHidden>Permissions</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Model</Table.Th>
              {permissionActions.map((action) => (
                <Table.Th key={action} scope="col" ta="center">
                  {permissionActionLabels[action]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {permissionModels.map((model) => (
              <Table.Tr key={model}>
                <Table.Th scope="row" fw={500}>
                  {permissionModelLabels[model]}
                </Table.Th>
                {permissionActions.map((action) => (
                  <Table.Td key={action} ta="center">
                    {modelActions[model].includes(action) ? (
                      <Checkbox
                        style={{ display: 'inline-block' }}
                        aria-label={`${permissionModelLabels[model]} ${permissionActionLabels[action]}`}
                        checked={value[model]?.includes(action) ?? false}
                        disabled={readOnly}
                        onChange={(event) =>
                          onChange(togglePermission(value, model, action, event.currentTarget.checked))
                        }
                      />
                    ) : (
                      <>
                        <Text span c="var(--masthead-muted)" aria-hidden="true">
                          —
                        </Text>
                        <VisuallyHidden>Not applicable</VisuallyHidden>
                      </>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

import { Button, FileButton, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { messages, type RedirectImportReport } from '@masthead/contract';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { Dialog } from '../../components/dialog';
import { useImportRedirects } from './redirects-api';

/** Many redirects at once: a CSV of `old,new,code` chosen or pasted, then a line per row on how it went. */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [report, setReport] = useState<RedirectImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importRedirects = useImportRedirects();

  const choose = async (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
    setReport(null);
  };
  const run = async () => {
    setError(null);
    if (csv.trim() === '') {
      setError(messages.csvRequired);
      return;
    }
    try {
      setReport(await importRedirects.mutateAsync(csv));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const close = () => {
    setCsv('');
    setFileName(null);
    setReport(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title="Import redirects" size="xl" busy={importRedirects.isPending}>
      <Stack gap="sm">
        <Text size="sm">
          One redirect per line: old path, new address, and optionally the code (301, 302, 307 or 308). A header line is
          skipped.
        </Text>
        <Group gap="sm">
          <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden="true" />} {...props}>
                Choose a CSV file
              </Button>
            )}
          </FileButton>
          {fileName ? <Text size="sm">{fileName}</Text> : null}
        </Group>
        <Textarea
          label="Or paste the rows"
          placeholder={'/2019/old-story,/news/new-story,301'}
          autosize
          minRows={4}
          maxRows={10}
          value={csv}
          onChange={(event) => {
            setCsv(event.currentTarget.value);
            setReport(null);
          }}
          error={error}
        />
        {report ? (
          <Stack gap={6} role="status">
            <Text fw={600}>
              {report.added} added, {report.refused} refused
            </Text>
            <Table.ScrollContainer minWidth={560} mah={260}>
              <Table striped withTableBorder>
                <Table.Caption>Import report</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Old Url</Table.Th>
                    <Table.Th>Redirect Url</Table.Th>
                    <Table.Th>Result</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.rows.map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{row.oldUrl}</Table.Td>
                      <Table.Td>{row.redirectUrl}</Table.Td>
                      <Table.Td>
                        {row.result === 'added' ? (
                          <Text size="sm" fw={600}>
                            Added
                          </Text>
                        ) : (
                          <Text size="sm" c="var(--masthead-danger)">
                            {row.message}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={importRedirects.isPending}>
            {report ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={() => void run()} loading={importRedirects.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

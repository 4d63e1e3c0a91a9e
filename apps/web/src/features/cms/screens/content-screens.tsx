import { type ContentType, editPathByType, pathTo } from '@masthead/contract';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { RecordLoader } from '../../../components/record-loader';
import { useCmsItem } from '../cms-api';
import { ContentEditor, type ContentEditorProps, type EditorContext } from '../editor/content-editor';
import { typeTexts } from '../editor/content-model';

/** What one content type's create and edit screens share. */
export interface ContentScreenProps {
  type: ContentType;
  /** The type's own fields, inside the shared editor (Save, Publish, Retract, Preview). */
  fields: ComponentType<{ context: EditorContext }>;
  labels?: ContentEditorProps['labels'];
}

/** A create screen: the type's form, empty. */
function CreateContentScreen({ type, fields: Fields, labels }: ContentScreenProps) {
  return (
    <ContentEditor type={type} item={null} labels={labels}>
      {(context) => <Fields context={context} />}
    </ContentEditor>
  );
}

/**
 * An edit screen: loads the item, sends it to the editor of its own type when the address names
 * another (SPEC §4: Edit opens the editor matching the type), and remounts the form after a reload.
 */
function EditContentScreen({ type, fields: Fields, labels }: ContentScreenProps) {
  const { id = '' } = useParams();
  const query = useCmsItem(id);
  return (
    <RecordLoader query={query} title={`Edit ${typeTexts[type].noun}`}>
      {(item, reload) =>
        item.type === type ? (
          <ContentEditor key={id} type={type} item={item} onReload={reload} labels={labels}>
            {(context) => <Fields context={context} />}
          </ContentEditor>
        ) : (
          <Navigate to={pathTo(editPathByType[item.type], { id })} replace />
        )
      }
    </RecordLoader>
  );
}

/** A content type's form screen: empty on its create address, the stored item (loaded first) on its edit address. */
export function ContentFormScreen(props: ContentScreenProps) {
  const { id } = useParams();
  return id === undefined ? <CreateContentScreen {...props} /> : <EditContentScreen {...props} />;
}

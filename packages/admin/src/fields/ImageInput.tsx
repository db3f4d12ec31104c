import type { FieldInputProps } from './types';
import { FileUpload } from './uploads';

/** One image, uploaded as soon as it is chosen; below 1 MB unless the field says otherwise (admin spec §9). */
export function ImageInput(props: FieldInputProps) {
  return <FileUpload {...props} multiple={false} listType="picture-card" />;
}

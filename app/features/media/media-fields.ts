/** The media library's upload form: its file input's name (read by the action). */
export const MEDIA_FILE_FIELD = "file";

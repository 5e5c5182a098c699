// Components render with the server's catalogues, English unless a test runs inLocale("es", ...).
import "~/platform/i18n/catalogues.server";

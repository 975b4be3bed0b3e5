; Tournament Director: the Windows installer (NSIS 3).
;
; Compiled after the PyInstaller build, on Windows (installer/README.md says how):
;   makensis /DDIST=C:\src\tournament-director\dist\tournament-director /DVERSION=0.1.0
;            installer\windows\tournament-director.nsi
; Defines (/DNAME=value):
;   DIST        (required) the one-folder bundle PyInstaller made (dist\tournament-director)
;   VERSION     (required) the program's version, three numbers: 0.1.0
;   OUTFILE     the installer to write; default: tournament-director-VERSION-windows-x64-setup.exe
;               beside DIST
;   ICON        the installer's icon; default: build\icons\tournament-director.ico of this
;               checkout (the spec makes it)
;   GUI_EXE     the windowed executable in DIST the shortcuts start (TournamentDirector.exe)
;   CLI_EXE     the console executable in DIST, for the command line (tournament-director.exe)
;   COMPRESSOR  lzma (the default: the smallest installer) or zlib (faster to compile)
;
; What it does: installs DIST into Program Files\Tournament Director (an earlier version's
; libraries removed first), a Start menu and a desktop shortcut for every user, and the
; uninstaller, registered in Add/Remove Programs (Settings > Apps). The uninstaller removes
; those and nothing else: the data folder (the records, their keys and backups, logs,
; %LOCALAPPDATA%\TournamentDirector, or TD_DATA_DIR) is kept, and it says so.
; The installer speaks Spanish or English (it asks, Windows' language chosen first).

Unicode true
ManifestDPIAware true
RequestExecutionLevel admin
!ifndef COMPRESSOR
  !define COMPRESSOR lzma
!endif
SetCompressor /SOLID ${COMPRESSOR}

!ifndef DIST
  !error "DIST is required: makensis /DDIST=path\to\dist\tournament-director /DVERSION=x.y.z ..."
!endif
!ifndef VERSION
  !error "VERSION is required: makensis /DVERSION=x.y.z (tournament_director.__version__)"
!endif
!ifndef GUI_EXE
  !define GUI_EXE "TournamentDirector.exe"
!endif
!ifndef CLI_EXE
  !define CLI_EXE "tournament-director.exe"
!endif
!ifndef ICON
  !define ICON "${__FILEDIR__}\..\..\build\icons\tournament-director.ico"
!endif
!ifndef OUTFILE
  !define OUTFILE "${DIST}\..\tournament-director-${VERSION}-windows-x64-setup.exe"
!endif
!if ! /FileExists "${DIST}\${GUI_EXE}"
  !error "${DIST}\${GUI_EXE} not found: DIST must be the PyInstaller bundle folder"
!endif
!if ! /FileExists "${DIST}\${CLI_EXE}"
  !error "${DIST}\${CLI_EXE} not found: DIST must be the PyInstaller bundle folder"
!endif
!if ! /FileExists "${ICON}"
  !error "${ICON} not found: run python installer\icon\make_icons.py build\icons (or the spec)"
!endif

!define PRODUCT "Tournament Director"
!define PUBLISHER "Tournament Director"
!define REG_KEY "Software\TournamentDirector"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\TournamentDirector"
; platformdirs.user_data_dir("TournamentDirector", appauthor=False) on Windows
!define DATA_FOLDER "TournamentDirector"

!include MUI2.nsh
!include x64.nsh
!include FileFunc.nsh

Name "${PRODUCT}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${PRODUCT}"
InstallDirRegKey HKLM "${REG_KEY}" "InstallDir"
BrandingText "${PRODUCT} ${VERSION}"
ShowInstDetails show
ShowUninstDetails show

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
; The language chosen is remembered for the uninstaller.
!define MUI_LANGDLL_REGISTRY_ROOT HKLM
!define MUI_LANGDLL_REGISTRY_KEY "${REG_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString NEEDS_64_BIT ${LANG_SPANISH} "${PRODUCT} necesita Windows de 64 bits."
LangString NEEDS_64_BIT ${LANG_ENGLISH} "${PRODUCT} needs 64-bit Windows."
LangString OLD_FILES ${LANG_SPANISH} "Quitando los archivos de la versión anterior"
LangString OLD_FILES ${LANG_ENGLISH} "Removing the earlier version's files"
LangString DATA_KEPT ${LANG_SPANISH} "Los datos de ${PRODUCT} (torneos, registros, sus claves y copias de seguridad) se conservan en $LOCALAPPDATA\${DATA_FOLDER}. Bórrelos a mano solo si ya no los necesita."
LangString DATA_KEPT ${LANG_ENGLISH} "${PRODUCT}'s data (tournaments, records, their keys and backups) is kept in $LOCALAPPDATA\${DATA_FOLDER}. Delete it by hand only if it is no longer needed."

VIProductVersion "${VERSION}.0"
VIFileVersion "${VERSION}.0"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${PRODUCT} ${VERSION} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "${PUBLISHER}"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "$(NEEDS_64_BIT)" /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  SetRegView 64
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "${PRODUCT}" SectionProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; A new bundle must not start with an earlier version's libraries beside it.
  ${If} ${FileExists} "$INSTDIR\_internal\*.*"
    DetailPrint "$(OLD_FILES)"
    RMDir /r "$INSTDIR\_internal"
  ${EndIf}
  File /r "${DIST}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Shortcuts for every user of this PC.
  SetShellVarContext all
  CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\${GUI_EXE}" "" "$INSTDIR\${GUI_EXE}" 0
  CreateShortcut "$DESKTOP\${PRODUCT}.lnk" "$INSTDIR\${GUI_EXE}" "" "$INSTDIR\${GUI_EXE}" 0

  WriteRegStr HKLM "${REG_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${GUI_EXE},0"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  Delete "$DESKTOP\${PRODUCT}.lnk"
  ; What the installer put there, by name: never the folder's other contents.
  Delete "$INSTDIR\${GUI_EXE}"
  Delete "$INSTDIR\${CLI_EXE}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  DeleteRegKey HKLM "${REG_KEY}"

  ; The data folder is the user's: kept. platformdirs puts it in the user's local AppData.
  SetShellVarContext current
  DetailPrint "$(DATA_KEPT)"
  MessageBox MB_OK|MB_ICONINFORMATION "$(DATA_KEPT)" /SD IDOK
SectionEnd

//! Snapshots of a [`SledStore`]: every tree, byte for byte, in one file that
//! [`restore`] loads into an empty directory.
//!
//! A snapshot is taken through the open store, since sled lets one process open a directory
//! at a time: the process that runs the bot takes it. It is taken in two steps:
//! [`SnapshotSource::copy`] reads every tree into memory holding the store's gate exclusively
//! (commits wait, so the copy holds whole commits only, across all trees: sled's iterators are
//! no snapshot of their own), then [`Copied::write`] writes the file without the store while
//! commits go on. A [`SnapshotSource`] ([`SledStore::snapshot_source`]) is detached from the
//! store, so both steps can run on a thread of their own. [`SledStore::snapshot`] does both
//! in place.
//!
//! The file: the magic line `cards-snapshot 1\n`; then per tree a `1` byte, the name (u16
//! length, bytes), the entry count (u64) and each entry (u32 key length, key, u32 value
//! length, value, values as stored, with their version envelope); then a `0` byte and the
//! CRC-32 of everything before it (u32). Integers are big-endian. It is written to
//! `<out>.partial`, created new (never through a link, never over a file) and readable by its
//! owner alone (0600), synced, and renamed into place: a crash leaves no half snapshot at
//! `out`, and a link at `out` is replaced, not followed.
//!
//! A restore loads the snapshot into `<dir>.restoring` beside the target, syncs it and only
//! then renames it into place: a restore that fails or is killed halfway leaves no store at
//! the target.

use std::collections::BTreeMap;
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock, RwLockWriteGuard};

use crate::{SledStore, StoreError};

const MAGIC: &[u8] = b"cards-snapshot 1\n";

/// What a snapshot holds: entries per tree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Entries of each tree, by its name.
    pub trees: BTreeMap<String, u64>,
    /// The file's size in bytes.
    pub bytes: u64,
}

/// Why a snapshot could not be taken or restored.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{} is not a snapshot of this program ({reason})", path.display())]
    Unreadable { path: PathBuf, reason: String },
    #[error("{} is not empty: a snapshot is restored into an empty or new directory only", path.display())]
    NotEmpty { path: PathBuf },
    #[error("{} is in the way (left by a snapshot or restore that stopped halfway?): remove it and try again", path.display())]
    InTheWay { path: PathBuf },
}

fn io_error(path: &Path) -> impl Fn(io::Error) -> SnapshotError + '_ {
    move |source| SnapshotError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A writer that keeps the CRC of what passed through it.
struct Summing<W> {
    inner: W,
    crc: crc32fast::Hasher,
}

impl<W: Write> Write for Summing<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.crc.update(&buf[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Every tree of a store as it was at one moment, in memory, to be written as a snapshot.
#[derive(Debug)]
pub struct Copied {
    trees: Vec<(String, Vec<crate::Entry>)>,
}

/// What a snapshot reads, detached from the store: it may go to another thread, so that the
/// bot's own task never waits for a copy (commits wait while one is [held](Self::hold)).
pub struct SnapshotSource {
    trees: crate::sled_store::Trees,
    gate: Arc<RwLock<()>>,
}

impl fmt::Debug for SnapshotSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SnapshotSource")
    }
}

/// A [`SnapshotSource`] holding the store's gate: commits wait until it is dropped.
pub struct Held<'a> {
    source: &'a SnapshotSource,
    _gate: RwLockWriteGuard<'a, ()>,
}

impl SnapshotSource {
    /// Takes the store's gate exclusively: waits for the commits under way, then holds off
    /// new ones until the guard is dropped.
    pub fn hold(&self) -> Held<'_> {
        Held {
            source: self,
            _gate: self.gate.write().unwrap_or_else(|p| p.into_inner()),
        }
    }

    /// Reads every tree into memory, commits waiting meanwhile: a consistent copy.
    pub fn copy(&self) -> Result<Copied, SnapshotError> {
        self.hold().copy()
    }
}

impl Held<'_> {
    /// Reads every tree into memory: a consistent copy, since no commit runs meanwhile.
    pub fn copy(&self) -> Result<Copied, SnapshotError> {
        let mut copied = Vec::new();
        for (name, tree) in self.source.trees.all() {
            let entries = tree
                .iter()
                .map(|entry| {
                    entry
                        .map(|(k, v)| (k.to_vec(), v.to_vec()))
                        .map_err(StoreError::from)
                })
                .collect::<Result<Vec<_>, _>>()?;
            copied.push((name.to_string(), entries));
        }
        Ok(Copied { trees: copied })
    }
}

impl SledStore {
    /// The store's trees and gate, to copy from another thread.
    pub fn snapshot_source(&self) -> SnapshotSource {
        let (trees, gate) = self.trees_for_snapshot();
        SnapshotSource { trees, gate }
    }

    /// Reads every tree into memory, commits waiting meanwhile: a consistent copy.
    pub fn copy(&self) -> Result<Copied, SnapshotError> {
        self.snapshot_source().copy()
    }

    /// Writes a consistent snapshot of the whole store to `out` (replacing it): [`Self::copy`]
    /// then [`Copied::write`]. Commits wait while it is copied.
    pub fn snapshot(&self, out: &Path) -> Result<Summary, SnapshotError> {
        self.copy()?.write(out)
    }
}

impl Copied {
    /// Writes the copy as a snapshot file at `out`, through `<out>.partial` (created new with
    /// mode 0600, never through a link), synced and renamed into place.
    pub fn write(&self, out: &Path) -> Result<Summary, SnapshotError> {
        let tmp = out.with_extension("partial");
        let file = create_private(&tmp)?;
        let written = self.write_to(file, &tmp);
        let summary = match written {
            Ok(summary) => summary,
            Err(error) => {
                let _ = fs::remove_file(&tmp);
                return Err(error);
            }
        };
        fs::rename(&tmp, out).map_err(io_error(out))?;
        if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
            // The rename itself survives a crash once the directory is synced.
            File::open(parent)
                .and_then(|d| d.sync_all())
                .map_err(io_error(parent))?;
        }
        Ok(summary)
    }

    fn write_to(&self, file: File, tmp: &Path) -> Result<Summary, SnapshotError> {
        let mut w = Summing {
            inner: BufWriter::new(file),
            crc: crc32fast::Hasher::new(),
        };
        let mut summary = Summary::default();
        let write = |w: &mut Summing<BufWriter<File>>, summary: &mut Summary| {
            w.write_all(MAGIC)?;
            for (name, entries) in &self.trees {
                w.write_all(&[1])?;
                w.write_all(&(name.len() as u16).to_be_bytes())?;
                w.write_all(name.as_bytes())?;
                w.write_all(&(entries.len() as u64).to_be_bytes())?;
                for (key, value) in entries {
                    w.write_all(&(key.len() as u32).to_be_bytes())?;
                    w.write_all(key)?;
                    w.write_all(&(value.len() as u32).to_be_bytes())?;
                    w.write_all(value)?;
                }
                summary.trees.insert(name.clone(), entries.len() as u64);
            }
            w.write_all(&[0])
        };
        write(&mut w, &mut summary).map_err(io_error(tmp))?;
        let crc = w.crc.clone().finalize();
        let mut inner = w.inner;
        inner.write_all(&crc.to_be_bytes()).map_err(io_error(tmp))?;
        let file = inner
            .into_inner()
            .map_err(|e| io_error(tmp)(e.into_error()))?;
        file.sync_all().map_err(io_error(tmp))?;
        summary.bytes = file.metadata().map_err(io_error(tmp))?.len();
        Ok(summary)
    }
}

/// Creates `path` anew for its owner alone: never over an existing file, never through a
/// symbolic link (at `path` itself).
fn create_private(path: &Path) -> Result<File, SnapshotError> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600).custom_flags(libc::O_NOFOLLOW);
    }
    options.open(path).map_err(|source| match source.kind() {
        io::ErrorKind::AlreadyExists => SnapshotError::InTheWay {
            path: path.to_path_buf(),
        },
        _ => io_error(path)(source),
    })
}

/// Loads the snapshot at `snapshot` into `dir`, which must be missing or empty: into
/// `<dir>.restoring` first, synced, then renamed into place. The snapshot is checked whole
/// (its CRC) before anything is written; a restore that fails halfway removes what it wrote.
pub fn restore(snapshot: &Path, dir: &Path) -> Result<Summary, SnapshotError> {
    restore_with(snapshot, dir, &mut |_| Ok(()))
}

/// [`restore`], calling `after_tree` with each tree's name once it is written (a test's way
/// to stop a restore halfway).
fn restore_with(
    snapshot: &Path,
    dir: &Path,
    after_tree: &mut dyn FnMut(&str) -> Result<(), SnapshotError>,
) -> Result<Summary, SnapshotError> {
    if fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
        return Err(SnapshotError::NotEmpty {
            path: dir.to_path_buf(),
        });
    }
    let trees = read(snapshot)?;
    let mut summary = Summary {
        bytes: fs::metadata(snapshot).map_err(io_error(snapshot))?.len(),
        ..Summary::default()
    };
    let mut staging = dir.as_os_str().to_owned();
    staging.push(".restoring");
    let staging = PathBuf::from(staging);
    if let Some(parent) = staging.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent).map_err(io_error(parent))?;
    }
    if let Err(source) = fs::create_dir(&staging) {
        return Err(match source.kind() {
            io::ErrorKind::AlreadyExists => SnapshotError::InTheWay { path: staging },
            _ => io_error(&staging)(source),
        });
    }
    let loaded = load_into(&staging, trees, &mut summary, after_tree).and_then(|()| {
        // An empty target directory is replaced; a missing one is made by the rename.
        if dir.exists() {
            fs::remove_dir(dir).map_err(io_error(dir))?;
        }
        fs::rename(&staging, dir).map_err(io_error(dir))
    });
    if let Err(error) = loaded {
        let _ = fs::remove_dir_all(&staging);
        return Err(error);
    }
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        File::open(parent)
            .and_then(|d| d.sync_all())
            .map_err(io_error(parent))?;
    }
    Ok(summary)
}

/// Writes the trees into a new store at `staging`, synced and closed.
fn load_into(
    staging: &Path,
    trees: Vec<(String, Vec<crate::Entry>)>,
    summary: &mut Summary,
    after_tree: &mut dyn FnMut(&str) -> Result<(), SnapshotError>,
) -> Result<(), SnapshotError> {
    let store = SledStore::open(staging)?;
    for (name, entries) in trees {
        let tree = store.db().open_tree(&name).map_err(StoreError::from)?;
        let mut batch = sled::Batch::default();
        summary.trees.insert(name.clone(), entries.len() as u64);
        for (key, value) in entries {
            batch.insert(key, value);
        }
        tree.apply_batch(batch).map_err(StoreError::from)?;
        after_tree(&name)?;
    }
    store.sync()?;
    Ok(())
}

/// Reads a snapshot file whole: its trees and their entries, checked.
fn read(path: &Path) -> Result<Vec<(String, Vec<crate::Entry>)>, SnapshotError> {
    let bytes = {
        let mut file = BufReader::new(File::open(path).map_err(io_error(path))?);
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(io_error(path))?;
        bytes
    };
    let bad = |reason: &str| SnapshotError::Unreadable {
        path: path.to_path_buf(),
        reason: reason.to_string(),
    };
    let Some((body, crc)) = bytes.split_last_chunk::<4>() else {
        return Err(bad("too short"));
    };
    if !body.starts_with(MAGIC) {
        return Err(bad("no snapshot header"));
    }
    if crc32fast::hash(body) != u32::from_be_bytes(*crc) {
        return Err(bad(
            "its checksum does not match: the file is damaged or cut short",
        ));
    }
    let mut rest = &body[MAGIC.len()..];
    let mut take = |n: usize| -> Result<&[u8], SnapshotError> {
        if rest.len() < n {
            return Err(bad("cut short"));
        }
        let (head, tail) = rest.split_at(n);
        rest = tail;
        Ok(head)
    };
    let mut trees = Vec::new();
    loop {
        match take(1)? {
            [0] => break,
            [1] => {}
            _ => return Err(bad("an unknown record")),
        }
        let len = u16::from_be_bytes(take(2)?.try_into().map_err(|_| bad("cut short"))?);
        let name = String::from_utf8(take(usize::from(len))?.to_vec())
            .map_err(|_| bad("a tree name that is not text"))?;
        let count = u64::from_be_bytes(take(8)?.try_into().map_err(|_| bad("cut short"))?);
        let mut entries = Vec::new();
        for _ in 0..count {
            let klen = u32::from_be_bytes(take(4)?.try_into().map_err(|_| bad("cut short"))?);
            let key = take(klen as usize)?.to_vec();
            let vlen = u32::from_be_bytes(take(4)?.try_into().map_err(|_| bad("cut short"))?);
            let value = take(vlen as usize)?.to_vec();
            entries.push((key, value));
        }
        trees.push((name, entries));
    }
    Ok(trees)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Commit, Space, Store, Write, key};

    #[test]
    fn a_restored_snapshot_holds_everything_keys_and_their_ages_included() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let source = SledStore::open(dir.path().join("a")).expect("open");
        for id in 0..50u64 {
            let writes = vec![
                Write::put(Space::Tables, key::table(id), vec![id as u8; 40]),
                Write::put(Space::Log, key::log(id, 0), b"9H".to_vec()),
            ];
            source
                .commit(Commit::new(format!("tg:{id}"), writes).seen_at(1000 + id))
                .expect("commit");
        }
        let out = dir.path().join("backup.snap");
        let taken = source.snapshot(&out).expect("snapshot");
        assert_eq!(taken.trees.get("tables"), Some(&50));
        assert_eq!(taken.trees.get("idempotency"), Some(&50));
        // The source goes on; the snapshot does not see what came after it.
        source
            .commit(Commit::new(
                "tg:late",
                vec![Write::delete(Space::Tables, key::table(0))],
            ))
            .expect("commit");

        let restored_dir = dir.path().join("b");
        let restored = restore(&out, &restored_dir).expect("restore");
        assert_eq!(restored.trees, taken.trees);
        let copy = SledStore::open(&restored_dir).expect("open the copy");
        assert_eq!(copy.counts().expect("counts"), {
            let mut counts = crate::Counts::default();
            counts.spaces[Space::Tables as usize] = 50;
            counts.spaces[Space::Log as usize] = 50;
            counts.keys = 50;
            counts
        });
        assert_eq!(
            copy.get(Space::Tables, &key::table(0)).expect("get"),
            Some(vec![0; 40])
        );
        assert!(copy.seen("tg:7").expect("seen") && !copy.seen("tg:late").expect("seen"));
        assert_eq!(copy.prune_seen(1010).expect("prune"), 10, "ages came along");
    }

    #[test]
    fn a_damaged_snapshot_or_a_used_directory_is_refused_before_anything_is_written() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let source = SledStore::open(dir.path().join("a")).expect("open");
        source
            .commit(Commit::new(
                "k",
                vec![Write::put(Space::Meta, b"m".to_vec(), b"v".to_vec())],
            ))
            .expect("commit");
        let out = dir.path().join("s");
        source.snapshot(&out).expect("snapshot");
        let mut bytes = fs::read(&out).expect("read");
        let middle = bytes.len() / 2;
        bytes[middle] ^= 0x40;
        let damaged = dir.path().join("damaged");
        fs::write(&damaged, &bytes).expect("write");
        let target = dir.path().join("c");
        let error = restore(&damaged, &target).unwrap_err();
        assert!(error.to_string().contains("checksum"), "{error}");
        assert!(!target.exists(), "nothing written for a damaged snapshot");
        fs::write(dir.path().join("short"), &bytes[..10]).expect("write");
        assert!(matches!(
            restore(&dir.path().join("short"), &target),
            Err(SnapshotError::Unreadable { .. })
        ));
        let error = restore(&out, &dir.path().join("a")).unwrap_err();
        assert!(matches!(error, SnapshotError::NotEmpty { .. }), "{error}");
    }

    fn one_entry_store(dir: &Path) -> SledStore {
        let store = SledStore::open(dir).expect("open");
        let writes = vec![
            Write::put(Space::Meta, b"m".to_vec(), b"v".to_vec()),
            Write::put(Space::Tables, key::table(1), b"t".to_vec()),
        ];
        store.commit(Commit::new("k", writes)).expect("commit");
        store
    }

    #[test]
    fn a_restore_stopped_halfway_leaves_no_store_at_the_target() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let source = one_entry_store(&dir.path().join("a"));
        let out = dir.path().join("s");
        source.snapshot(&out).expect("snapshot");
        let target = dir.path().join("new").join("restored");
        let mut written = Vec::new();
        let stop = &mut |tree: &str| {
            written.push(tree.to_string());
            Err(SnapshotError::Unreadable {
                path: PathBuf::from(tree),
                reason: "stopped halfway".into(),
            })
        };
        assert!(restore_with(&out, &target, stop).is_err());
        assert_eq!(written.len(), 1, "a tree was written before it stopped");
        assert!(!target.exists(), "no store at the target");
        assert!(
            !dir.path().join("restored.restoring").exists(),
            "cleaned up"
        );
        // An empty target directory is fine too, and the restore then completes.
        fs::create_dir(&target).expect("mkdir");
        restore(&out, &target).expect("restore");
        let copy = SledStore::open(&target).expect("open the copy");
        assert_eq!(
            copy.get(Space::Meta, b"m").expect("get"),
            Some(b"v".to_vec())
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_snapshot_is_for_its_owner_alone_and_never_written_through_a_link() {
        use std::os::unix::fs::{PermissionsExt, symlink};
        let dir = tempfile::tempdir().expect("temporary directory");
        let source = one_entry_store(&dir.path().join("a"));
        // A link at the output: replaced by the snapshot, its target untouched.
        let victim = dir.path().join("victim");
        fs::write(&victim, b"precious").expect("write");
        let out = dir.path().join("backup.snap");
        symlink(&victim, &out).expect("symlink");
        source.snapshot(&out).expect("snapshot");
        assert_eq!(fs::read(&victim).expect("read"), b"precious");
        let meta = fs::symlink_metadata(&out).expect("stat");
        assert!(meta.file_type().is_file(), "a file now, not the link");
        assert_eq!(meta.permissions().mode() & 0o777, 0o600);
        // A link at the temporary file: refused, nothing written through it.
        let other = dir.path().join("other.snap");
        symlink(&victim, other.with_extension("partial")).expect("symlink");
        let error = source.snapshot(&other).unwrap_err();
        assert!(matches!(error, SnapshotError::InTheWay { .. }), "{error}");
        assert_eq!(fs::read(&victim).expect("read"), b"precious");
        assert!(!other.exists());
    }

    #[test]
    fn commits_go_on_while_a_copy_is_written() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let source = one_entry_store(&dir.path().join("a"));
        let copied = source.copy().expect("copy");
        // The copy holds no gate: a commit goes through before the file is written.
        let late = vec![Write::put(Space::Meta, b"late".to_vec(), b"x".to_vec())];
        source.commit(Commit::new("late", late)).expect("commit");
        let out = dir.path().join("s");
        copied.write(&out).expect("write");
        let target = dir.path().join("b");
        restore(&out, &target).expect("restore");
        let copy = SledStore::open(&target).expect("open");
        assert_eq!(
            copy.get(Space::Meta, b"m").expect("get"),
            Some(b"v".to_vec())
        );
        assert_eq!(
            copy.get(Space::Meta, b"late").expect("get"),
            None,
            "copied before"
        );
    }
}

//! Snapshots of a [`SledStore`]: every tree, byte for byte, in one file that
//! [`restore`] loads into an empty directory.
//!
//! A snapshot is taken through the open store ([`SledStore::snapshot`]), since sled lets one
//! process open a directory at a time: the process that runs the bot takes it. It holds the
//! store's gate exclusively while it reads, so it sees whole commits only, across all trees.
//!
//! The file: the magic line `cards-snapshot 1\n`; then per tree a `1` byte, the name (u16
//! length, bytes), the entry count (u64) and each entry (u32 key length, key, u32 value
//! length, value, values as stored, with their version envelope); then a `0` byte and the
//! CRC-32 of everything before it (u32). Integers are big-endian. It is written to a
//! temporary file, synced, and renamed into place: a crash leaves no half snapshot at `out`.

use std::collections::BTreeMap;
use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

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

impl SledStore {
    /// Writes a consistent snapshot of the whole store to `out` (replacing it). Commits wait
    /// while it is taken.
    pub fn snapshot(&self, out: &Path) -> Result<Summary, SnapshotError> {
        let tmp = out.with_extension("partial");
        let file = File::create(&tmp).map_err(io_error(&tmp))?;
        let mut w = Summing {
            inner: BufWriter::new(file),
            crc: crc32fast::Hasher::new(),
        };
        let mut summary = Summary::default();
        {
            let (_gate, trees) = self.trees_for_snapshot();
            let write = |w: &mut Summing<BufWriter<File>>, summary: &mut Summary| {
                w.write_all(MAGIC)?;
                for (name, tree) in trees.all() {
                    w.write_all(&[1])?;
                    w.write_all(&(name.len() as u16).to_be_bytes())?;
                    w.write_all(name.as_bytes())?;
                    let count = tree.len() as u64;
                    w.write_all(&count.to_be_bytes())?;
                    let mut written = 0u64;
                    for entry in tree.iter() {
                        let (key, value) = entry.map_err(io::Error::other)?;
                        w.write_all(&(key.len() as u32).to_be_bytes())?;
                        w.write_all(&key)?;
                        w.write_all(&(value.len() as u32).to_be_bytes())?;
                        w.write_all(&value)?;
                        written += 1;
                    }
                    if written != count {
                        return Err(io::Error::other("a tree changed while it was read"));
                    }
                    summary.trees.insert(name.to_string(), count);
                }
                w.write_all(&[0])
            };
            write(&mut w, &mut summary).map_err(io_error(&tmp))?;
        }
        let crc = w.crc.clone().finalize();
        let mut inner = w.inner;
        inner
            .write_all(&crc.to_be_bytes())
            .map_err(io_error(&tmp))?;
        let file = inner
            .into_inner()
            .map_err(|e| io_error(&tmp)(e.into_error()))?;
        file.sync_all().map_err(io_error(&tmp))?;
        summary.bytes = file.metadata().map_err(io_error(&tmp))?.len();
        drop(file);
        fs::rename(&tmp, out).map_err(io_error(out))?;
        if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
            // The rename itself survives a crash once the directory is synced.
            File::open(parent)
                .and_then(|d| d.sync_all())
                .map_err(io_error(parent))?;
        }
        Ok(summary)
    }
}

/// Loads the snapshot at `snapshot` into `dir`, which must be missing or empty, and syncs it.
/// The snapshot is checked whole (its CRC) before anything is written.
pub fn restore(snapshot: &Path, dir: &Path) -> Result<Summary, SnapshotError> {
    if fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
        return Err(SnapshotError::NotEmpty {
            path: dir.to_path_buf(),
        });
    }
    let trees = read(snapshot)?;
    let store = SledStore::open(dir)?;
    let mut summary = Summary {
        bytes: fs::metadata(snapshot).map_err(io_error(snapshot))?.len(),
        ..Summary::default()
    };
    for (name, entries) in trees {
        let tree = store.db().open_tree(&name).map_err(StoreError::from)?;
        let mut batch = sled::Batch::default();
        summary.trees.insert(name, entries.len() as u64);
        for (key, value) in entries {
            batch.insert(key, value);
        }
        tree.apply_batch(batch).map_err(StoreError::from)?;
    }
    store.sync()?;
    Ok(summary)
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
}

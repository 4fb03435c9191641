//! The store's typed error.

use std::path::PathBuf;

use crate::Space;

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    /// Another process (or another [`crate::SledStore`] in this one) holds the database.
    #[error("the database at {} is in use by another process", path.display())]
    InUse {
        /// The database directory.
        path: PathBuf,
    },
    /// The database directory could not be created or opened.
    #[error("cannot open the database at {}: {source}", path.display())]
    Open {
        /// The database directory.
        path: PathBuf,
        /// What went wrong.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The database server could not be reached, or refused the connection.
    #[error("cannot connect to the database {target}: {source}")]
    Connect {
        /// The database's address, without its password.
        target: String,
        /// What went wrong.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The database's tables were laid out by a newer version of the program.
    #[error("the database's schema has version {found}, this program knows up to {supported}")]
    UnsupportedSchema {
        /// The schema version found in the database.
        found: i32,
        /// The newest one this program knows.
        supported: i32,
    },
    /// A value was written by a newer version of the program, whose format this one cannot read.
    #[error("stored value has format version {found}, this program reads up to {supported}")]
    UnsupportedVersion {
        /// The version found on disk.
        found: u16,
        /// The newest version this program reads ([`crate::version::FORMAT_VERSION`]).
        supported: u16,
    },
    /// A stored value does not carry a valid version envelope.
    #[error("corrupt value in space {space}: {reason}")]
    Corrupt {
        /// The space holding the value.
        space: Space,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// The storage engine failed (I/O error, corruption detected by sled, …).
    #[error("storage engine error: {0}")]
    Backend(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// A commit was fenced with a token that is no longer its lease's: another holder took the
    /// lease over. Nothing of the commit (nor of its batch) was written.
    #[error("the lease {lease} was taken over: a commit under its old token {token} is refused")]
    Fenced {
        /// The lease.
        lease: String,
        /// The token the commit carried.
        token: u64,
    },
    /// A commit expected a value that changed since it was read (another process wrote it).
    /// Nothing of the commit (nor of its batch) was written.
    #[error("a value of space {space} changed since it was read")]
    Conflict {
        /// The space of the value.
        space: Space,
        /// Its key.
        key: Vec<u8>,
    },
    /// A thread panicked while holding the in-memory store's lock.
    #[error("the in-memory store is poisoned: a thread panicked while holding it")]
    Poisoned,
}

impl From<sled::Error> for StoreError {
    fn from(error: sled::Error) -> Self {
        StoreError::Backend(Box::new(error))
    }
}

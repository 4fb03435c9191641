//! The `leases` table's statements (see the [store's documentation](super)): each on one
//! pooled connection, off any async runtime (the caller's part).

use postgres::Client;

use super::{backend, millis};
use crate::StoreError;
use crate::store::{Acquired, Lease};

/// Makes the row keeping the largest token pruned, once (in the migration's transaction).
pub(super) const KEEP_PRUNED: &str =
    "INSERT INTO leases (name, holder, token, expires_at) VALUES (''::bytea, '', 0, 0)
     ON CONFLICT DO NOTHING";

/// [`crate::Store::acquire_lease`]: an upsert that takes the row only when it is free, lapsed
/// or the caller's, a new row starting above the largest token pruned (read `FOR SHARE`, in
/// one transaction).
pub(super) fn acquire(
    client: &mut Client,
    name: &str,
    holder: &str,
    now: u64,
    ttl: u64,
) -> Result<Acquired, StoreError> {
    let mut tx = client.transaction().map_err(backend)?;
    let (now, expires_at) = (millis(now), millis(now.saturating_add(ttl)));
    let pruned: i64 = tx
        .query_opt(
            "SELECT token FROM leases WHERE name = ''::bytea FOR SHARE",
            &[],
        )
        .map_err(backend)?
        .map_or(0, |row| row.get(0));
    let taken = tx
        .query_opt(
            "INSERT INTO leases (name, holder, token, expires_at) VALUES ($1, $2, $5, $3)
             ON CONFLICT (name) DO UPDATE SET
                 token = CASE WHEN leases.holder = EXCLUDED.holder THEN leases.token
                              ELSE leases.token + 1 END,
                 holder = EXCLUDED.holder,
                 expires_at = EXCLUDED.expires_at
             WHERE leases.holder = EXCLUDED.holder OR leases.expires_at <= $4
             RETURNING name, holder, token, expires_at",
            &[&name.as_bytes(), &holder, &expires_at, &now, &(pruned + 1)],
        )
        .map_err(backend)?;
    let answer = match taken {
        Some(row) => Acquired::Held(lease_of(&row)),
        // Another's live lease (live: not prunable).
        None => {
            let row = tx
                .query_one(
                    "SELECT name, holder, token, expires_at FROM leases WHERE name = $1",
                    &[&name.as_bytes()],
                )
                .map_err(backend)?;
            Acquired::Busy(lease_of(&row))
        }
    };
    tx.commit().map_err(backend)?;
    Ok(answer)
}

/// [`crate::Store::renew_leases`].
pub(super) fn renew(
    client: &mut Client,
    holder: &str,
    now: u64,
    ttl: u64,
) -> Result<Vec<Lease>, StoreError> {
    let expires_at = millis(now.saturating_add(ttl));
    let rows = client
        .query(
            "UPDATE leases SET expires_at = $2 WHERE holder = $1
             RETURNING name, holder, token, expires_at",
            &[&holder, &expires_at],
        )
        .map_err(backend)?;
    let mut leases: Vec<Lease> = rows.iter().map(lease_of).collect();
    leases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(leases)
}

/// [`crate::Store::release_lease`] (`holder` not empty).
pub(super) fn release(client: &mut Client, name: &str, holder: &str) -> Result<bool, StoreError> {
    let released = client
        .execute(
            "UPDATE leases SET holder = '', expires_at = 0
             WHERE name = $1 AND holder = $2",
            &[&name.as_bytes(), &holder],
        )
        .map_err(backend)?;
    Ok(released > 0)
}

/// [`crate::Store::lease`].
pub(super) fn get(client: &mut Client, name: &str) -> Result<Option<Lease>, StoreError> {
    let row = client
        .query_opt(
            "SELECT name, holder, token, expires_at FROM leases WHERE name = $1",
            &[&name.as_bytes()],
        )
        .map_err(backend)?;
    Ok(row.as_ref().map(lease_of))
}

/// [`crate::Store::prune_leases`]: one transaction, the row of the largest token pruned locked
/// first, then the leases deleted and that token raised in one statement.
pub(super) fn prune(client: &mut Client, before: u64) -> Result<usize, StoreError> {
    let mut tx = client.transaction().map_err(backend)?;
    tx.execute(
        "SELECT token FROM leases WHERE name = ''::bytea FOR UPDATE",
        &[],
    )
    .map_err(backend)?;
    let row = tx
        .query_one(
            "WITH gone AS (
                 DELETE FROM leases WHERE name <> ''::bytea AND expires_at <= $1
                 RETURNING token
             ), raised AS (
                 UPDATE leases SET token = GREATEST(leases.token,
                     (SELECT COALESCE(MAX(token), 0) FROM gone))
                 WHERE name = ''::bytea
             )
             SELECT count(*) FROM gone",
            &[&millis(before)],
        )
        .map_err(backend)?;
    tx.commit().map_err(backend)?;
    Ok(usize::try_from(row.get::<_, i64>(0)).unwrap_or(0))
}

/// [`crate::Store::lapsed_leases`].
pub(super) fn lapsed(
    client: &mut Client,
    holder: &str,
    now: u64,
) -> Result<Vec<Lease>, StoreError> {
    let rows = client
        .query(
            "SELECT name, holder, token, expires_at FROM leases
             WHERE holder <> '' AND holder <> $1 AND expires_at <= $2 ORDER BY name",
            &[&holder, &millis(now)],
        )
        .map_err(backend)?;
    Ok(rows.iter().map(lease_of).collect())
}

/// A `leases` row (name, holder, token, expires_at) as a [`Lease`].
fn lease_of(row: &postgres::Row) -> Lease {
    let name: &[u8] = row.get(0);
    Lease {
        name: String::from_utf8_lossy(name).into_owned(),
        holder: row.get(1),
        token: u64::try_from(row.get::<_, i64>(2)).unwrap_or(0),
        expires_at: u64::try_from(row.get::<_, i64>(3)).unwrap_or(0),
    }
}

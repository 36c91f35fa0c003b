-- Each user keeps its newest NOTIFICHE_CONSERVATE notifications; the unread among those that went are counted here,
-- so the bell's counter stays what the user has not read until Segna tutte come lette.
CREATE TABLE "non_lette_rimosse" (
    "user_id" UUID NOT NULL,
    "quante" INTEGER NOT NULL,

    CONSTRAINT "non_lette_rimosse_pkey" PRIMARY KEY ("user_id")
);

ALTER TABLE "non_lette_rimosse" ADD CONSTRAINT "non_lette_rimosse_quante_check" CHECK (quante > 0);

-- Users above the bound today keep their newest NOTIFICHE_CONSERVATE (100), their removed unread ones counted.
WITH ordinate AS (
    SELECT id, user_id, letta, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS posizione
    FROM notifiche
),
rimosse AS (
    DELETE FROM notifiche n USING ordinate o WHERE n.id = o.id AND o.posizione > 100 RETURNING n.user_id, n.letta
)
INSERT INTO non_lette_rimosse (user_id, quante)
SELECT user_id, count(*)::int FROM rimosse WHERE NOT letta GROUP BY user_id;
